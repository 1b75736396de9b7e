// A benchmark is one client sending thousands of reads a minute from
// 127.0.0.1: the api's read limits (per client, 300 a minute by default, and
// per IP, 6,000) would answer most of them 429. Every api a benchmark starts inherits this
// process's environment; a value set by the caller wins.
process.env.READ_RATE_LIMIT_PER_MINUTE ??= '0';
process.env.READ_RATE_LIMIT_PER_IP_PER_MINUTE ??= '0';
