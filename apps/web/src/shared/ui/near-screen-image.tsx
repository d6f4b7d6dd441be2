import { useEffect, useRef, useState, type ImgHTMLAttributes } from 'react';

/** How far off the screen (or off its row's visible part) a picture starts loading. */
const NEAR_MARGIN = '200px';

type NearScreenImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'loading' | 'src'> & {
  src: string;
  /** Off: the picture loads with the page, as the browser's own lazy loading decides. */
  wait?: boolean;
};

/**
 * A picture that is requested only once it comes within 200 px of what the visitor sees, in a row
 * that scrolls sideways as on the page. The browser's own lazy loading starts every picture within
 * about 1,250 px: on a phone's lobby, every card and game of the first rows and the hall below
 * them, a dozen requests and image decodes competing with the first paint for pictures nobody may
 * ever scroll to. The server's markup holds no address for it (its frame keeps its size); the
 * browser sets one once the picture's part is live and near.
 */
export const NearScreenImage = ({ src, wait = true, alt = '', ...props }: NearScreenImageProps) => {
  const image = useRef<HTMLImageElement>(null);
  // A browser that cannot tell what is near the screen loads the picture with the page; the
  // server's markup never has it.
  const [near, setNear] = useState(
    () => !wait || (typeof window !== 'undefined' && typeof IntersectionObserver !== 'function'),
  );
  useEffect(() => {
    const element = image.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      // `scrollMargin` widens the rows that scroll sideways as `rootMargin` widens the screen
      // (where the browser knows it).
      { rootMargin: NEAR_MARGIN, scrollMargin: NEAR_MARGIN },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
    };
  }, [near]);
  return <img ref={image} {...props} alt={alt} src={near ? src : undefined} loading="lazy" />;
};
