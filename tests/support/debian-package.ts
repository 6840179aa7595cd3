import { spawnSync } from 'node:child_process';

const found = (command: string) => spawnSync('sh', ['-c', `command -v ${command}`], { encoding: 'utf8' }).stdout.trim();

/**
 * A command from Debian's packages (Caddy, nginx), as the deployment guide installs it: the path in
 * `envVar` when set, else found on the PATH, else `apt-get install -y <package>` (as root, or through
 * sudo), as scripts/ensure-chromium.mjs installs Chromium. Throws with what to do when that fails:
 * a test or bench that needs it never skips silently.
 */
export function ensureDebianCommand(options: { command: string; packageName: string; envVar: string; neededFor: string }): string {
  const configured = process.env[options.envVar] ?? found(options.command);
  if (configured) return configured;
  const asRoot = process.getuid?.() === 0 ? [] : ['sudo', '-n'];
  const run = (args: string[]) => {
    const [command = '', ...rest] = [...asRoot, ...args];
    return spawnSync(command, rest, { encoding: 'utf8', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  };
  run(['apt-get', 'update', '-qq']);
  const installed = run(['apt-get', 'install', '-y', '-qq', options.packageName]);
  const command = found(options.command);
  if (installed.status !== 0 || !command) {
    const reason = (installed.stderr || installed.error?.message || 'failed').trim().slice(-400);
    throw new Error(
      `${options.command} is needed for ${options.neededFor} and could not be installed (apt-get install -y ${options.packageName}: ${reason}). Install Debian's ${options.packageName} package or set ${options.envVar}.`,
    );
  }
  return command;
}
