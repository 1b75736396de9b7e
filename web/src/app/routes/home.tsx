export default function HomePage() {
  return <h1>Beranda</h1>;
}
