/** Where the shipped nginx config runs in the cluster test, instead of in compose. */
export interface LoopbackPlaces {
  /** nginx's own port on 127.0.0.1. */
  port: number;
  /** The API processes' ports on 127.0.0.1. */
  upstreams: number[];
  /** A folder of the test's own for the pid file, the access log and temporary files. */
  dir: string;
  /** Whom the workers run as: `user` is kept only for root; anyone else runs them as self. */
  user: string | null;
}

const TEMP_FILES = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'];

/**
 * deploy/nginx.conf with only its addresses, paths and user changed, so the test runs the
 * very config that ships. Each changed directive must be found exactly once: a config that no
 * longer has one fails here, by name, instead of quietly testing something else.
 */
export function loopbackConfig(shipped: string, { port, upstreams, dir, user }: LoopbackPlaces) {
  let config = shipped;
  const replace = (directive: RegExp, by: (indent: string) => string) => {
    const found = config.match(new RegExp(directive.source, 'gm'))?.length ?? 0;
    if (found !== 1)
      throw new Error(`deploy/nginx.conf: expected one line like ${directive}, found ${found}`);
    config = config.replace(new RegExp(directive.source, 'm'), (_, indent: string) => by(indent));
  };
  replace(/^()user \S+;$/, () => (user ? `user ${user};` : ''));
  replace(/^()pid \S+;$/, () => `pid ${dir}/nginx.pid;`);
  replace(/^( *)access_log \S+ ajar;$/, (indent) => `${indent}access_log ${dir}/access.log ajar;`);
  replace(/^( *)server api:3000;$/, (indent) =>
    upstreams.map((upstream) => `${indent}server 127.0.0.1:${upstream};`).join('\n'),
  );
  replace(/^( *)listen 80;$/, (indent) => `${indent}listen 127.0.0.1:${port};`);
  // Debian's build keeps these under /var/lib/nginx, which only root may write.
  replace(/^()http \{$/, () =>
    ['http {', ...TEMP_FILES.map((kind) => `    ${kind}_temp_path ${dir}/${kind};`)].join('\n'),
  );
  return config;
}
