/** The staff screens of tests: the question banks, a bank's editor, a test's rules, preview and attempts. */
export const BANKS_PATH = '/admin/question-banks';

export function bankEditorPath(id: number): string {
  return `${BANKS_PATH}/${id}`;
}
