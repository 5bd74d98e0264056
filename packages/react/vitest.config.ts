import { defineConfig } from 'vitest/config';

// Component tests in happy-dom (decision 028); esbuild compiles the JSX with React's automatic runtime.
export default defineConfig({
  esbuild: { jsx: 'automatic' },
  test: { environment: 'happy-dom', include: ['src/**/*.test.tsx', 'src/**/*.test.ts'] },
});
