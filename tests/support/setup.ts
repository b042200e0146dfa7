import '@testing-library/jest-dom/vitest';

// The process's logger writes nothing during the tests; a test that reads the log captures it (support/logs.ts).
process.env.LOG_LEVEL ??= 'silent';
