// Runs before the app loads so the first paint already has the chosen theme (dark by default).
// Kept in step with src/client/state/theme.ts (same storage key and values).
(() => {
  var theme = 'dark';
  try {
    if (localStorage.getItem('tena.theme') === 'light') theme = 'light';
  } catch (_error) {
    // Storage can be blocked (private mode, embedded frames): keep the default.
  }
  document.documentElement.classList.toggle('dark', theme === 'dark');
  document.documentElement.style.colorScheme = theme;
})();
