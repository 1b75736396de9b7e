// A benchmark is one client sending thousands of reads a minute from
// 127.0.0.1: the api's per-IP read limit (issue 14, 300 a minute by default)
// would answer most of them 429. Every api a benchmark starts inherits this
// process's environment; a value set by the caller wins.
process.env.READ_RATE_LIMIT_PER_MINUTE ??= '0';
