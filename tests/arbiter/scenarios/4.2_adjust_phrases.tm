# Announcement phrases (docs/events.md, Details "Announcements").

case au_f1_curly_apostrophe
laws 2005
white say "J’adoube"
white adjust d2
expect permitted all
end

case au_f2_ich_ruecke_zurecht
laws 2005
white say "Ich rücke zurecht"
white adjust d2
expect permitted all
end

case au_f3_dieu_chinh_upper
laws 2005
white say "ĐIỀU CHỈNH"
white adjust d2
expect permitted all
end

case au_f4_korrigiere_punct
laws 2005
white say "Korrigiere!"
white adjust d2
expect permitted all
end

case au_f5_toi_sua
laws 2005
white say "Tôi sửa"
white adjust d2
expect permitted all
end

case au_f6_adjust_single_word
laws 2023
white say "Adjust."
white adjust d2
expect permitted all
end

case au_f7_jadoube_no_apostrophe_in_quotes
laws 2023
white say "jadoube"
white adjust d2+e2
expect permitted all
end

case au_f8_ich_ruecke_zurecht_no_umlaut
laws 2023
white say "ich rucke zurecht"
white adjust d2
expect permitted all
end

# An announced adjustment after the move is made: the opponent has the move, so it is an
# adjustment on the opponent's time (4.2.1).
case au_f9_adjust_after_the_move_is_made_2023
laws 2023
white lift g1
white release f3
expect move g1f3
white say "j'adoube"
white adjust e2
expect violation 4.2.1
white clock
expect no violation
expect to_move black
end

# The opponent adjusts (announced) after White's move is made but before White's clock press:
# Black has the move, so the adjustment is lawful and binds nothing.
case au_f10_opponent_adjusts_before_press_2005
laws 2005
clock yes
white lift g1
white release f3
black say "j'adoube"
black adjust e7
expect no violation
expect note 4.2
expect to_move black
expect permitted all
end

# docs/events.md, Details, Announcements: "with apostrophes unified and punctuation dropped". Typographic apostrophes of
# every kind are unified (or, dropped, leave "jadoube", also listed); dashes, hyphens and other
# punctuation are dropped, not read as spaces: "ad-just" is "adjust", "i-adjust" is "iadjust"
# (not listed: the adjust is then a deliberate touch). A space of any width separates words.

# Fullwidth apostrophe U+FF07: unified -> "j'adoube", or dropped -> "jadoube"; both are listed.
case au_p_fullwidth_apostrophe_2005
laws 2005
white say "J＇adoube"
white adjust d2
expect permitted all
end

# Reversed-9 quotation mark U+201B: same reasoning.
case au_p_reversed_quote_2005
laws 2005
white say "J‛adoube"
white adjust d2
expect permitted all
end

# En dash U+2013 is punctuation: dropped -> "jadoube".
case au_p_en_dash_dropped_2005
laws 2005
white say "j–adoube"
white adjust d2
expect permitted all
end

# Hyphen-minus is punctuation: dropped -> "adjust".
case au_p_hyphen_dropped_adjust_2005
laws 2005
white say "ad-just"
white adjust d2
expect permitted all
end

# Hyphen-minus dropped -> "iadjust", which is not listed: the adjust is a deliberate touch.
case au_p_hyphen_dropped_iadjust_2005
laws 2005
white say "i-adjust"
white adjust d2
expect permitted d2d3 d2d4
expect restricted 4.3a
end

# ASCII full stop, dropped.
case au_p_full_stop_dropped_control_2005
laws 2005
white say "j.adoube"
white adjust d2
expect permitted all
end

# A no-break space (U+00A0) separates words as a space does.
case au_p_no_break_space_2005
laws 2005
white say "I adjust"
white adjust d2
expect permitted all
end
