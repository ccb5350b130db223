export default function Placeholder() {
  return <p>Chargement en cours...</p>;
}
