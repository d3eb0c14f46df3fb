/**
 * Spec 5.5: errors in the table editor other than validation are only logged. A table hands
 * its rows to code it does not own (a form's store, a screen's save call); when that throws or
 * its promise fails, the error goes to the console, so a broken handler never takes the
 * table, or the page around it, down. The wrapped call answers false when it threw at once,
 * so the caller can keep the row in edit mode.
 */
export type ErrorReport = (error: unknown) => void;

export const consoleReport: ErrorReport = (error) =>
  console.error('The table could not pass on its rows', error);

export function logged<A extends unknown[]>(
  task: (...args: A) => unknown,
  report: ErrorReport = consoleReport,
): (...args: A) => boolean {
  return (...args) => {
    try {
      const result = task(...args);
      if (result && typeof (result as PromiseLike<unknown>).then === 'function') {
        (result as PromiseLike<unknown>).then(undefined, report);
      }
      return true;
    } catch (error) {
      report(error);
      return false;
    }
  };
}
