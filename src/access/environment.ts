/** Where the app runs (SPEC §2: the download entries hide inside an installed app or native wrapper). */
export function runningEnvironment(): { standalone: boolean; nativeWrapper: boolean } {
  return {
    standalone:
      matchMedia('(display-mode: standalone)').matches ||
      (navigator as { standalone?: boolean }).standalone === true,
    // boot.ts adds this class under a native wrapper (SPEC §2 "Startup").
    nativeWrapper: document.documentElement.classList.contains('app'),
  };
}
