export function meta() {
  return [{ title: "UCP" }];
}
export default function Home() {
  return <h1 className="text-3xl">Precision Capital. Global Perspective.</h1>;
}
