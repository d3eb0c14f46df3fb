import { signIn } from './setup';

const { authorization } = await signIn(
  'http://127.0.0.1:4555',
  'reception-manager@tena.demo',
  'bench-pass-1',
);
(await import('node:fs')).writeFileSync('/tmp/token', authorization.slice(7));
