# Every built-in sound with its duration, by category
npx react-sfx list

# Download sounds into public/sounds/<category>/<name>.mp3
npx react-sfx pick ui/copy --output public/sounds
npx react-sfx pick ui/copy ui/send notification/success
npx react-sfx pick --category ui --category notification
npx react-sfx pick --all

# From another CDN base than the default (or set REACT_SFX_CDN)
npx react-sfx pick --all --cdn https://cdn.example.com/react-sfx/v1
