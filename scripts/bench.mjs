// `npm run bench [-- --smoke] [--data DIR] [--payments N] [--duration S] [--rounds R] [--connections C] [--out FILE] [--only NAME]`:
// the benchmark of docs/performance.md (scripts/bench/main.ts).
import { register } from 'tsx/esm/api'

register()
await import('./bench/main.ts')
