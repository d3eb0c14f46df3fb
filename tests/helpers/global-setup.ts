// Vitest's globalSetup (vite.config.ts): the seeded databases test files copy, made once per run
// and removed after it (seeded-template.ts).
import type { TestProject } from 'vitest/node';
import { makeTemplates } from './seeded-template';

export default async function setup(project: TestProject) {
  const templates = await makeTemplates();
  project.provide('templates', templates.locations);
  return () => templates.dispose();
}
