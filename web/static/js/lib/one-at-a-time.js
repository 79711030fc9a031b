/*
 * Hearth — a fetch that must not overlap itself (a page part asked for again): oneAtATime(task) runs `task` (which
 * returns a promise) once at a time, and a call made while it runs makes it run once more after, so the last
 * change announced is never answered by a copy fetched before it.
 */

/** `task` run one at a time; a call meanwhile runs it once more when it ends (errors are the task's own to show). */
export function oneAtATime(task) {
  let running = false;
  let again = false;
  function run() {
    if (running) {
      again = true;
      return;
    }
    running = true;
    Promise.resolve()
      .then(task)
      .catch(() => null)
      .then(() => {
        running = false;
        if (again) {
          again = false;
          run();
        }
      });
  }
  return run;
}
