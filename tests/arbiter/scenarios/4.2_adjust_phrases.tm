# Announcement phrases (section 6 "Announcements").
# (From an audit of the arbiter against EVENTS.md: expectations derived from the contract and
# the seed texts, with legal moves from an independent generator.)

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

# Announced adjustment after the move is completed (still the player having the move): lawful;
# the completed move stays the only one permitted.
case au_f9_adjust_after_completed_move_2023
laws 2023
white lift g1
white release f3
expect move g1f3
white say "j'adoube"
white adjust e2
expect no violation
expect permitted g1f3
white clock
expect to_move black
end

# The opponent adjusts (announced) after White's completed move but before White's clock press:
# still White's time: 4.2 (reading 10).
case au_f10_opponent_adjusts_before_press_2005
laws 2005
clock yes
white lift g1
white release f3
black say "j'adoube"
black adjust e7
expect violation 4.2
expect to_move white
expect permitted g1f3
end
