import { execFileSync } from 'node:child_process';

/** Installs Debian packages with apt-get (through sudo unless root): for tools the tests drive. */
export function aptInstall(packages: string[]): void {
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const run = (args: string[]) =>
    execFileSync(sudo[0] ?? args[0]!, sudo.length ? args : args.slice(1), {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  run(['apt-get', 'update', '-qq']);
  run(['apt-get', 'install', '-y', '-qq', ...packages]);
}
