export default function ListingPage() {
  return <h1>Daftar</h1>;
}
