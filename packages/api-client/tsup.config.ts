import { defineConfig } from 'tsup';

export default defineConfig({
  // One entry per area, so a bundle takes only its own (the widget: chat); constants is its own
  // entry: code that must stay tiny (the widget's loader) imports the spec's constants without
  // pulling the schemas and zod in; chat-core is the chat without zod (the widget's panel), and
  // site-core the site without zod (its browser bundle), whose queries import their calls lazily.
  entry: [
    'src/index.ts',
    'src/site.ts',
    'src/site-core.ts',
    'src/chat.ts',
    'src/chat-core.ts',
    'src/operator.ts',
    'src/constants.ts',
  ],
  format: ['esm'],
  dts: true,
  clean: true,
  target: 'es2022',
  sourcemap: true,
});
