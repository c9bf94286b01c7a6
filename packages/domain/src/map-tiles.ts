import { z } from 'zod';

/**
 * Map tiles under the Local Search heat map (decision 0165): optional, an install's own choice of tile server
 * (LOCAL_SEARCH_TILE_URL, an "XYZ" template such as https://tile.openstreetmap.org/{z}/{x}/{y}.png, and the
 * attribution its terms ask for). Without them the heat map is the SVG alone.
 */
export const mapTilesSchema = z.object({
  url_template: z.string(),
  attribution: z.string(),
});
export type MapTiles = z.infer<typeof mapTilesSchema>;

/** The answer of GET /local_search/map_tiles: the install's tiles, or null when it has none. */
export const mapTilesSettingSchema = z.object({ tiles: mapTilesSchema.nullable() });

/** A template names the tile by {z}, {x} and {y}; the server is the install's. */
export const TILE_URL_PLACEHOLDERS = ['{z}', '{x}', '{y}'] as const;

/** Web Mercator (EPSG:3857) tiles are 256 pixels square; zoom 0 is the world in one tile. */
export const TILE_PIXELS = 256;
const MAX_ZOOM = 19;
/** Metres a pixel covers at zoom 0 on the equator: the Earth's circumference (WGS 84) over 256. */
const EQUATOR_METRES_PER_PIXEL = 156_543.033_928;

export const tileUrl = (template: string, zoom: number, x: number, y: number) =>
  template.replaceAll('{z}', String(zoom)).replaceAll('{x}', String(x)).replaceAll('{y}', String(y));

/** Where a latitude and longitude fall on the world's pixels at `zoom` (x east, y south). */
export function worldPixel(latitude: number, longitude: number, zoom: number) {
  const scale = TILE_PIXELS * 2 ** zoom;
  const sin = Math.sin((latitude * Math.PI) / 180);
  return {
    x: ((longitude + 180) / 360) * scale,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * scale,
  };
}

const metresPerPixel = (latitude: number, zoom: number) =>
  (EQUATOR_METRES_PER_PIXEL * Math.cos((latitude * Math.PI) / 180)) / 2 ** zoom;

export type PlacedTile = { url: string; x: number; y: number; size: number };

export type TileView = {
  /** The grid's centre, in the middle of the picture. */
  latitude: number;
  longitude: number;
  /** The picture is `side` units square, and `metresPerUnit` of ground lie in one unit. */
  side: number;
  metresPerUnit: number;
};

/**
 * The tiles that cover a square picture centred on a place, at the zoom whose pixels are nearest the picture's
 * scale, each placed (and scaled) in the picture's units. A tile east or west of the 180th meridian wraps around;
 * none is asked north or south of the map's edge.
 */
export function tilesCovering(template: string, view: TileView): PlacedTile[] {
  const wanted = Math.log2((EQUATOR_METRES_PER_PIXEL * Math.cos((view.latitude * Math.PI) / 180)) / view.metresPerUnit);
  const zoom = Math.min(MAX_ZOOM, Math.max(0, Math.round(wanted)));
  const unitsPerPixel = metresPerPixel(view.latitude, zoom) / view.metresPerUnit;
  const centre = worldPixel(view.latitude, view.longitude, zoom);
  const halfPixels = view.side / 2 / unitsPerPixel;
  const first = {
    x: Math.floor((centre.x - halfPixels) / TILE_PIXELS),
    y: Math.floor((centre.y - halfPixels) / TILE_PIXELS),
  };
  const last = {
    x: Math.floor((centre.x + halfPixels) / TILE_PIXELS),
    y: Math.floor((centre.y + halfPixels) / TILE_PIXELS),
  };
  const tilesAcross = 2 ** zoom;
  const size = TILE_PIXELS * unitsPerPixel;
  const placed: PlacedTile[] = [];
  for (let y = Math.max(0, first.y); y <= Math.min(tilesAcross - 1, last.y); y += 1) {
    for (let x = first.x; x <= last.x; x += 1) {
      const wrapped = ((x % tilesAcross) + tilesAcross) % tilesAcross;
      placed.push({
        url: tileUrl(template, zoom, wrapped, y),
        x: view.side / 2 + (x * TILE_PIXELS - centre.x) * unitsPerPixel,
        y: view.side / 2 + (y * TILE_PIXELS - centre.y) * unitsPerPixel,
        size,
      });
    }
  }
  return placed;
}
