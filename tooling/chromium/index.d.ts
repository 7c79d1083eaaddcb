export declare const CHROMIUM_PATH: string;

export declare const chromiumLaunchOptions: {
  executablePath: string;
  args: string[];
};
