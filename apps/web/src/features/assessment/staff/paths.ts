/** The staff screens of tests: the question banks, a bank's editor, a test's rules, preview and attempts. */
export const BANKS_PATH = '/admin/question-banks';

export function bankEditorPath(id: number): string {
  return `${BANKS_PATH}/${id}`;
}

/** A test's rules, preview and attempts. */
export function testPath(activityId: number): string {
  return `/admin/tests/${activityId}`;
}

/** A test's item analysis. */
export function itemAnalysisPath(activityId: number): string {
  return `${testPath(activityId)}/analysis`;
}
