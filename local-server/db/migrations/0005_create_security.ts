// Placeholder: filled by the area's owner before this version ships.
export default /* sql */ ``
