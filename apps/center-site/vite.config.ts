import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

// Workspace packages export their sources under this condition, so the app compiles them
// from src/ without building them first.
const sourceCondition = '@lawfirm/source';

export default defineConfig({
  plugins: [react()],
  resolve: { conditions: [sourceCondition, ...defaultClientConditions] },
  // 5174: main-site has 5173.
  server: { port: 5174, strictPort: true },
});
