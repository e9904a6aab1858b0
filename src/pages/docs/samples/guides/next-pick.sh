# Copies the sounds you use into public/sounds, served at /sounds/<category>/<name>.mp3
npx react-sfx pick ui/button_soft notification/success --output public/sounds
