npm uninstall react-sounds
npm install react-sfx howler
