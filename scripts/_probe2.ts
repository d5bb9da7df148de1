import { readFileSync } from 'node:fs';
import { loadHarmModel, scoreHarm } from '../src/detect/harm/model.js';
import { tokenText } from './train/model.js';
const texts = ['echo: hello server', 'hello server', 'echo: stream ai sdk', 'stream ai sdk', 'restart the server', 'deploy to prod', 'kill switch', 'run the tests', 'open the door', 'hi', 'ping', 'thanks!', 'hello world', 'test message', 'sdk update', 'server down?', 'ai news today'];
for (const f of ['/tmp/fx/old.json', '/tmp/fx/w3.json']) {
  loadHarmModel(JSON.parse(readFileSync(f, 'utf8')));
  console.log(f, texts.map((t) => `${t}=${scoreHarm(tokenText(t)).harm.toFixed(2)}`).join(' | '));
}
