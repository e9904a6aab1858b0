import { OTHER_FILE_CAP_BYTES } from './boundedRead.ts';
import { RUN_DEADLINE_MS } from './pick.ts';

export const USAGE = `Usage: react-sfx <command> [options]

Commands:
  list                      Print every built-in sound with its duration, by category.
  pick <name...>            Download sounds for self-hosting, e.g. react-sfx pick ui/copy ui/send
  sync                      Update a folder pick filled (its .react-sfx-manifest.json) to this version:
                            add what is missing, re-verify, remove sounds the catalogue dropped

Options for list:
  --category <name>         Only these categories (repeatable, or comma-separated: ui,game)
  --json                    Print the catalogue as JSON

Options for pick (and sync, except the selection):
  --category <name>         Every sound of a category (repeatable, or comma-separated: ui,game)
  --all                     Every sound in the catalogue
  --output <dir>            Where to write <category>/<name>.mp3 (default: ./public/sounds)
  --cdn <url>               Where to download from (default: $REACT_SFX_CDN, else the public CDN)
  --from <dir>              Install from the react-sfx-sounds package in <dir> (e.g. node_modules/react-sfx-sounds), no network
  --json                    Print what happened to each sound as JSON instead of progress lines
  -q, --quiet               Print only failures

  -v, --version             Print the version
  -h, --help                Show this help

Limits: each sound is read up to its size in the catalogue (a larger body or file is refused
unread or cut off at once); any other file the CLI reads (the manifest) up to ${OTHER_FILE_CAP_BYTES / (1024 * 1024)} MB. --from reads
regular files inside <dir> only: links leading out of it, FIFOs and devices are refused. A run ends
within ${RUN_DEADLINE_MS / 1000} s, or at Ctrl-C, with a summary; a full disk stops it there, and what was installed is
recorded in the output folder's .react-sfx-manifest.json.

The library looks for /sounds/<category>/<name>.mp3 before the CDN, so files picked into
./public/sounds are used automatically.
`;
