# Announcement phrases as whole words inside a longer text (docs/events.md, Details
# "Announcements"): the phrase counts, never a phrase that is only part of a word.

case apt_sorry_jadoube_2005
laws 2005
white say "sorry, j'adoube"
white adjust d2
expect permitted all
expect no violation
end

case apt_im_adjusting_2023
laws 2023
white say "I'm adjusting"
white adjust d2+e2
expect permitted all
expect no violation
end

case apt_toi_xin_sua_quan_2005
laws 2005
white say "Tôi xin sửa quân"
white adjust g1
expect permitted all
end

case apt_j_adoube_upper_case_2023
laws 2023
white say "J ADOUBE"
white adjust b1
expect permitted all
end

case apt_german_in_a_sentence_2023
laws 2023
black say "Moment, ich korrigiere den Turm"
expect no violation
white lift e2
white release e4
white clock
black say "Moment, ich korrigiere den Turm"
black adjust a8
expect permitted all
expect no violation
end

# Part of a word is no announcement: the adjust is a deliberate touch.
case apt_readjusting_is_no_announcement_2005
laws 2005
white say "readjusting"
white adjust d2
expect permitted d2d3 d2d4
expect restricted 4.3a
end

case apt_adjustment_is_no_announcement_2023
laws 2023
white say "an adjustment"
white adjust g1
expect permitted g1f3 g1h3
expect restricted 4.3.1
end
