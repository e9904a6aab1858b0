npm install react-sfx howler
