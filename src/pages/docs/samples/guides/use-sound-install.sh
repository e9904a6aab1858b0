npm uninstall use-sound
npm install react-sfx howler
