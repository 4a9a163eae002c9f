import { Title } from '@mantine/core';
import { useEffect, useRef } from 'react';

export interface StepHeadingProps {
  children: string;
  /** Move focus here on mount: the step replaced the previous one, and keyboard and screen-reader users follow. */
  focusOnMount?: boolean;
}

/** The heading of one step of a multi-step form. */
export function StepHeading({ children, focusOnMount = true }: StepHeadingProps) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) ref.current?.focus();
  }, [focusOnMount]);
  return (
    <Title ref={ref} order={2} size="h4" tabIndex={-1} style={{ outlineOffset: 2 }}>
      {children}
    </Title>
  );
}
