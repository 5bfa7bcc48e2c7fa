// Static file server for the built Storybook (visual tests, designers), with a strict CSP:
// `node scripts/serve-static.mjs DIR PORT`.
import { staticServer } from './static-server/server.mjs';

const [dir = 'storybook-static', port = '6008'] = process.argv.slice(2);

staticServer(dir).listen(Number(port), '127.0.0.1', () => console.log(`serving ${dir} on ${port}`));
