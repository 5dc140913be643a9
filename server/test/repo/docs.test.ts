import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');

/** A clone of the repository is enough to contribute: no link leaves it. */
describe('contributor documentation', () => {
  it('the README points only at files inside the repository, architecture notes included', () => {
    const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8');
    expect(readme).not.toMatch(/\.\.\/shared|DESIGN\.md/);
    const linked = [...readme.matchAll(/\]\(([^)#]+)\)/g)].map((m) => m[1]).filter((l) => !/^[a-z]+:/.test(l));
    expect(linked).toContain('docs/architecture.md');
    for (const link of linked) expect(fs.existsSync(path.join(root, link)), link).toBe(true);
  });

  it('the README fits on a few screens and what moved out of it is linked from docs/', () => {
    const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8');
    expect(readme.split('\n').length).toBeLessThanOrEqual(150);
    for (const doc of fs.readdirSync(path.join(root, 'docs')).filter((f) => f.endsWith('.md'))) {
      const text = fs.readFileSync(path.join(root, 'docs', doc), 'utf8');
      const linked = [...text.matchAll(/\]\(([^)#]+)(#[^)]*)?\)/g)].map((m) => m[1]).filter((l) => !/^[a-z]+:/.test(l));
      for (const link of linked) expect(fs.existsSync(path.join(root, 'docs', link)), `${doc} → ${link}`).toBe(true);
    }
  });

  it('the architecture notes cover what a contributor needs', () => {
    const doc = fs.readFileSync(path.join(root, 'docs/architecture.md'), 'utf8');
    for (const heading of ['## Stack', '## Layout', '## API conventions', '## Access levels', '## Database rules', '## Tests']) {
      expect(doc, heading).toContain(heading);
    }
    expect(doc).not.toMatch(/\.\.\/shared/);
  });
});
