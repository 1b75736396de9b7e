export default function AboutPage() {
  return <h1>Tentang</h1>;
}
