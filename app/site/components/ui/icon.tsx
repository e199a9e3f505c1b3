import Briefcase from "lucide-react/icons/briefcase";
import Clock from "lucide-react/icons/clock";
import Compass from "lucide-react/icons/compass";
import FileSearch from "lucide-react/icons/file-search";
import Globe from "lucide-react/icons/globe";
import Handshake from "lucide-react/icons/handshake";
import House from "lucide-react/icons/house";
import Layers from "lucide-react/icons/layers";
import Lock from "lucide-react/icons/lock";
import Mail from "lucide-react/icons/mail";
import MapPin from "lucide-react/icons/map-pin";
import RefreshCw from "lucide-react/icons/refresh-cw";
import Route from "lucide-react/icons/route";
import Scale from "lucide-react/icons/scale";
import Send from "lucide-react/icons/send";
import ShieldCheck from "lucide-react/icons/shield-check";
import TrendingUp from "lucide-react/icons/trending-up";
import Users from "lucide-react/icons/users";
import type { ComponentType, SVGProps } from "react";
import type { IconName } from "#app/site/content/types.ts";

// Each icon is imported from its own module so only these few reach the bundle.
const ICONS: Record<IconName, ComponentType<SVGProps<SVGSVGElement>>> = {
  home: House,
  users: Users,
  briefcase: Briefcase,
  globe: Globe,
  mail: Mail,
  lock: Lock,
  "trending-up": TrendingUp,
  "shield-check": ShieldCheck,
  "refresh-cw": RefreshCw,
  compass: Compass,
  layers: Layers,
  send: Send,
  "file-search": FileSearch,
  route: Route,
  handshake: Handshake,
  "map-pin": MapPin,
  clock: Clock,
  scale: Scale,
};

/** A decorative icon named by the content; hidden from assistive technology. */
export function Icon({ name, className = "size-5" }: { name: IconName; className?: string }) {
  const Svg = ICONS[name];
  return <Svg aria-hidden="true" focusable="false" className={className} strokeWidth={1.5} />;
}
