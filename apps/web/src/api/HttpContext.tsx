import { createContext, type ReactNode, use } from 'react';
import type { HttpClient } from './http.ts';

const HttpContext = createContext<HttpClient | null>(null);

export interface HttpProviderProps {
  client: HttpClient;
  children: ReactNode;
}

export function HttpProvider({ client, children }: HttpProviderProps) {
  return <HttpContext value={client}>{children}</HttpContext>;
}

export function useHttp(): HttpClient {
  const client = use(HttpContext);
  if (!client) throw new Error('useHttp needs an HttpProvider');
  return client;
}
