// Natural Earth country shapes as TopoJSON (the world-atlas package ships JSON only).
declare module 'world-atlas/countries-50m.json' {
  import type { GeometryCollection, Topology } from 'topojson-specification';

  const countries: Topology<{ countries: GeometryCollection; land: GeometryCollection }>;
  export default countries;
}
