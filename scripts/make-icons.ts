/**
 * The installed app's pictures, all from the one logo: writes public/icons/logo.svg from the app's
 * mark (server/media/art/app-mark.ts), then has @vite-pwa/assets-generator render from it the
 * manifest's icons (96, 192, 512), the maskable 192 and 512, the 180 px Apple touch icon and the
 * iPhone launch images, and prints the launch images' <link> tags for index.html. Run after
 * changing the mark: `npx tsx scripts/make-icons.ts`. The same logo and sharp give the same files.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { generateAssets } from '@vite-pwa/assets-generator/api/generate-assets';
import { instructions } from '@vite-pwa/assets-generator/api/instructions';
import { createAppleSplashScreens, type AssetType, type Preset, type ResolvedAssetSize } from '@vite-pwa/assets-generator/config';
import { appMarkSvg } from '../server/media/art/app-mark';

const folder = fileURLToPath(new URL('../public/icons/', import.meta.url));
const logo = `${folder}logo.svg`;

/** The darkest stop of the mark's ground: padding in this colour meets the logo's edge without a seam. */
const GROUND = '#10002b';
/** The manifest's background_color: iOS shows the launch image until the app paints over it. */
const LAUNCH_BACKGROUND = '#121212';

/** The phones most players hold; an iPhone without its own image opens on the background colour. */
const LAUNCH_DEVICES = ['iPhone 16 Pro Max', 'iPhone 16 Pro', 'iPhone 15 Pro Max', 'iPhone 15 Pro', 'iPhone 14', 'iPhone 11', 'iPhone SE 4.7"'] as const;

/** A palette of up to 256 colours: a tenth of the bytes, and at 90 no banding in the mark's glow. */
const PNG = { compressionLevel: 9, palette: true, quality: 90, effort: 10 };

const NAMES: Record<AssetType, (size: ResolvedAssetSize) => string> = {
  transparent: (size) => `icon-${size.width}.png`,
  maskable: (size) => `maskable-${size.width}.png`,
  apple: () => 'apple-touch-icon.png',
};

const preset: Preset = {
  // The logo has its own rounded corners: the "any" icons are the logo edge to edge.
  transparent: { sizes: [96, 192, 512], padding: 0 },
  // A launcher crops a maskable icon to its own shape, keeping the centre 80% circle: the logo at
  // 80% keeps its crown and ring inside it, on the ground's colour out to the edge.
  maskable: { sizes: [192, 512], padding: 0.2, resizeOptions: { fit: 'contain', background: GROUND } },
  // iOS rounds the touch icon itself and shows transparency as black: a square on the ground's colour.
  apple: { sizes: [180], padding: 0, resizeOptions: { fit: 'contain', background: GROUND } },
  png: PNG,
  assetName: (type, size) => NAMES[type](size),
  appleSplashScreens: createAppleSplashScreens(
    {
      padding: 0.6,
      png: PNG,
      resizeOptions: { fit: 'contain', background: LAUNCH_BACKGROUND },
      linkMediaOptions: { basePath: '/icons/', log: false },
      // One name for the file and its link: the generator's default names them apart ("light-").
      name: (_landscape, size) => `launch-${size.width}x${size.height}.png`,
    },
    [...LAUNCH_DEVICES],
  ),
};

await writeFile(logo, appMarkSvg({ rounded: true, scale: 1.12 }));
const made = await instructions({
  imageResolver: () => readFile(logo),
  imageName: logo,
  preset,
  htmlLinks: { xhtml: false, includeId: false },
  basePath: '/icons/',
  resolveSvgName: () => 'logo.svg',
});
// The manifest locks the app to portrait: landscape launch images would never show.
for (const [url, image] of Object.entries(made.appleSplashScreen)) {
  if (image.linkObject?.media.includes('landscape')) delete made.appleSplashScreen[url];
}
// The SVG favicon is the logo itself, already written; no .ico is made.
made.favicon = {};
await generateAssets(made, true, folder);
console.log('icons written; the launch images for index.html:');
for (const image of Object.values(made.appleSplashScreen)) console.log(`    ${image.link}`);
