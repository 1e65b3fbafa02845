// Placeholder entry until the widget lands: the server serves whatever vite builds from here.
export {}
