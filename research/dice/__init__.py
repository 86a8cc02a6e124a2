"""Dice studies: approximations measured on small boards, threshold tuning, Pig."""
