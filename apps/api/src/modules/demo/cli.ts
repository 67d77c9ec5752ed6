import { fileURLToPath } from 'node:url';
import { runSeedCommand } from './seed-command';

// Like `npm start`, which runs the server from the repository root: a relative DATA_DIR
// (./data by default) means the same folder for both, wherever the command was typed.
process.chdir(fileURLToPath(new URL('../../../../../', import.meta.url)));
process.exitCode = await runSeedCommand(process.argv.slice(2));
