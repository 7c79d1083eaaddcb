// Stories import the form's stylesheet as the host does; Vite (Storybook) bundles it.
declare module '*.css';
