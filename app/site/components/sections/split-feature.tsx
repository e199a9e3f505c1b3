import { Section } from "../ui/section.tsx";
import { Rule } from "../ui/section-heading.tsx";

interface SplitFeatureProps {
  id: string;
  title: string;
  paragraphs: readonly string[];
  image: { src: string; alt: string; width: number; height: number };
}

/**
 * Text beside an image. The image is below the fold on every screen, so it
 * loads lazily; its width and height reserve its space before it arrives.
 */
export function SplitFeature({ id, title, paragraphs, image }: SplitFeatureProps) {
  return (
    <Section labelledBy={id}>
      <div className="grid items-center gap-12 lg:grid-cols-2 lg:gap-20">
        <div>
          <h2 id={id} className="text-title">
            {title}
          </h2>
          <Rule />
          {paragraphs.map((text) => (
            <p key={text} className="mt-6 text-lg leading-relaxed">
              {text}
            </p>
          ))}
        </div>
        <img
          src={image.src}
          alt={image.alt}
          width={image.width}
          height={image.height}
          loading="lazy"
          decoding="async"
          className="h-auto w-full rounded-sm shadow-[0_30px_60px_-30px_rgb(10_22_40/0.45)]"
        />
      </div>
    </Section>
  );
}
