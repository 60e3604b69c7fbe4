(define (problem plan_trial_T00000000_000002_000018)
(:domain alfred)
(:objects
        agent1 - agent
        CabinetType - rtype
        DrawerType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        ButterKnifeType - otype
        EggType - otype
        KnifeType - otype
        LettuceType - otype
        MugType - otype
        PanType - otype
        PepperShakerType - otype
        PotType - otype
        SoapBottleType - otype
        SpatulaType - otype
        Mug_bar__minus_02_dot_16_bar__plus_00_dot_25_bar__plus_01_dot_34 - object
        Mug_bar__plus_00_dot_63_bar__plus_00_dot_57_bar__plus_02_dot_33 - object
        Mug_bar__minus_02_dot_82_bar__plus_00_dot_80_bar__plus_02_dot_36 - object
        ButterKnife_bar__plus_00_dot_69_bar__plus_00_dot_51_bar__minus_02_dot_78 - object
        ButterKnife_bar__plus_00_dot_77_bar__plus_01_dot_37_bar__minus_01_dot_76 - object
        Egg_bar__minus_00_dot_97_bar__plus_01_dot_23_bar__plus_00_dot_82 - object
        Lettuce_bar__plus_02_dot_69_bar__plus_01_dot_07_bar__plus_01_dot_28 - object
        Pan_bar__plus_01_dot_42_bar__plus_01_dot_14_bar__minus_00_dot_54 - object
        Pan_bar__minus_01_dot_40_bar__plus_00_dot_65_bar__minus_02_dot_93 - object
        PepperShaker_bar__minus_00_dot_44_bar__plus_00_dot_01_bar__plus_01_dot_46 - object
        Pot_bar__plus_01_dot_01_bar__plus_00_dot_09_bar__plus_01_dot_09 - object
        SoapBottle_bar__plus_01_dot_33_bar__plus_01_dot_18_bar__plus_01_dot_71 - object
        SoapBottle_bar__minus_02_dot_98_bar__plus_00_dot_28_bar__minus_01_dot_26 - object
        Spatula_bar__plus_02_dot_66_bar__plus_00_dot_96_bar__plus_00_dot_77 - object
        Spatula_bar__plus_01_dot_29_bar__plus_00_dot_22_bar__plus_02_dot_02 - object
        Cabinet_bar__plus_00_dot_58_bar__plus_00_dot_39_bar__plus_02_dot_69 - receptacle
        Cabinet_bar__minus_00_dot_42_bar__plus_00_dot_67_bar__plus_03_dot_74 - receptacle
        Cabinet_bar__minus_00_dot_42_bar__plus_01_dot_70_bar__plus_03_dot_74 - receptacle
        Cabinet_bar__minus_01_dot_97_bar__plus_00_dot_39_bar__plus_03_dot_52 - receptacle
        Cabinet_bar__minus_01_dot_98_bar__plus_01_dot_78_bar__plus_03_dot_73 - receptacle
        Cabinet_bar__minus_02_dot_38_bar__plus_00_dot_64_bar__plus_01_dot_68 - receptacle
        Cabinet_bar__minus_02_dot_38_bar__plus_01_dot_69_bar__plus_02_dot_57 - receptacle
        Cabinet_bar__minus_02_dot_38_bar__plus_02_dot_01_bar__plus_03_dot_18 - receptacle
        Cabinet_bar__minus_02_dot_43_bar__plus_00_dot_44_bar__plus_03_dot_17 - receptacle
        Cabinet_bar__minus_02_dot_43_bar__plus_00_dot_44_bar__plus_03_dot_42 - receptacle
        Drawer_bar__plus_00_dot_73_bar__plus_00_dot_70_bar__plus_00_dot_98 - receptacle
        Fridge_bar__minus_02_dot_64_bar__plus_00_dot_00_bar__plus_02_dot_13 - receptacle
        Microwave_bar__minus_01_dot_53_bar__plus_01_dot_25_bar__plus_03_dot_88 - receptacle
        loc_bar_0_bar_7_bar_2_bar_30 - location
        loc_bar__minus_1_bar_12_bar_1_bar_30 - location
        loc_bar__minus_3_bar_12_bar_0_bar_30 - location
        loc_bar__minus_3_bar_13_bar_0_bar_0 - location
        loc_bar__minus_5_bar_10_bar_0_bar_30 - location
        loc_bar__minus_5_bar_13_bar_3_bar_30 - location
        loc_bar__minus_5_bar_8_bar_3_bar_30 - location
        loc_bar__minus_6_bar_12_bar_3_bar_30 - location
        loc_bar__minus_6_bar_13_bar_0_bar_0 - location
        loc_bar__minus_7_bar_11_bar_0_bar_0 - location
        loc_bar__minus_7_bar_11_bar_3_bar__minus_30 - location
        loc_bar__minus_7_bar_12_bar_3_bar__minus_30 - location
        loc_bar__minus_7_bar_9_bar_3_bar_30 - location
        loc_bar__minus_7_bar__minus_5_bar_1_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar__minus_7_bar__minus_5_bar_1_bar_30)
        (receptacleType Cabinet_bar__plus_00_dot_58_bar__plus_00_dot_39_bar__plus_02_dot_69 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_58_bar__plus_00_dot_39_bar__plus_02_dot_69 loc_bar__minus_1_bar_12_bar_1_bar_30)
        (openable Cabinet_bar__plus_00_dot_58_bar__plus_00_dot_39_bar__plus_02_dot_69)
        (receptacleType Cabinet_bar__minus_00_dot_42_bar__plus_00_dot_67_bar__plus_03_dot_74 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_42_bar__plus_00_dot_67_bar__plus_03_dot_74 loc_bar__minus_3_bar_12_bar_0_bar_30)
        (openable Cabinet_bar__minus_00_dot_42_bar__plus_00_dot_67_bar__plus_03_dot_74)
        (receptacleType Cabinet_bar__minus_00_dot_42_bar__plus_01_dot_70_bar__plus_03_dot_74 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_42_bar__plus_01_dot_70_bar__plus_03_dot_74 loc_bar__minus_3_bar_13_bar_0_bar_0)
        (openable Cabinet_bar__minus_00_dot_42_bar__plus_01_dot_70_bar__plus_03_dot_74)
        (receptacleType Cabinet_bar__minus_01_dot_97_bar__plus_00_dot_39_bar__plus_03_dot_52 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_97_bar__plus_00_dot_39_bar__plus_03_dot_52 loc_bar__minus_5_bar_10_bar_0_bar_30)
        (openable Cabinet_bar__minus_01_dot_97_bar__plus_00_dot_39_bar__plus_03_dot_52)
        (receptacleType Cabinet_bar__minus_01_dot_98_bar__plus_01_dot_78_bar__plus_03_dot_73 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_98_bar__plus_01_dot_78_bar__plus_03_dot_73 loc_bar__minus_7_bar_11_bar_0_bar_0)
        (openable Cabinet_bar__minus_01_dot_98_bar__plus_01_dot_78_bar__plus_03_dot_73)
        (receptacleType Cabinet_bar__minus_02_dot_38_bar__plus_00_dot_64_bar__plus_01_dot_68 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_38_bar__plus_00_dot_64_bar__plus_01_dot_68 loc_bar__minus_5_bar_8_bar_3_bar_30)
        (openable Cabinet_bar__minus_02_dot_38_bar__plus_00_dot_64_bar__plus_01_dot_68)
        (receptacleType Cabinet_bar__minus_02_dot_38_bar__plus_01_dot_69_bar__plus_02_dot_57 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_38_bar__plus_01_dot_69_bar__plus_02_dot_57 loc_bar__minus_7_bar_11_bar_3_bar__minus_30)
        (openable Cabinet_bar__minus_02_dot_38_bar__plus_01_dot_69_bar__plus_02_dot_57)
        (receptacleType Cabinet_bar__minus_02_dot_38_bar__plus_02_dot_01_bar__plus_03_dot_18 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_38_bar__plus_02_dot_01_bar__plus_03_dot_18 loc_bar__minus_7_bar_12_bar_3_bar__minus_30)
        (openable Cabinet_bar__minus_02_dot_38_bar__plus_02_dot_01_bar__plus_03_dot_18)
        (receptacleType Cabinet_bar__minus_02_dot_43_bar__plus_00_dot_44_bar__plus_03_dot_17 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_43_bar__plus_00_dot_44_bar__plus_03_dot_17 loc_bar__minus_5_bar_13_bar_3_bar_30)
        (openable Cabinet_bar__minus_02_dot_43_bar__plus_00_dot_44_bar__plus_03_dot_17)
        (receptacleType Cabinet_bar__minus_02_dot_43_bar__plus_00_dot_44_bar__plus_03_dot_42 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_43_bar__plus_00_dot_44_bar__plus_03_dot_42 loc_bar__minus_6_bar_12_bar_3_bar_30)
        (openable Cabinet_bar__minus_02_dot_43_bar__plus_00_dot_44_bar__plus_03_dot_42)
        (receptacleType Drawer_bar__plus_00_dot_73_bar__plus_00_dot_70_bar__plus_00_dot_98 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_00_dot_73_bar__plus_00_dot_70_bar__plus_00_dot_98 loc_bar_0_bar_7_bar_2_bar_30)
        (openable Drawer_bar__plus_00_dot_73_bar__plus_00_dot_70_bar__plus_00_dot_98)
        (receptacleType Fridge_bar__minus_02_dot_64_bar__plus_00_dot_00_bar__plus_02_dot_13 FridgeType)
        (receptacleAtLocation Fridge_bar__minus_02_dot_64_bar__plus_00_dot_00_bar__plus_02_dot_13 loc_bar__minus_7_bar_9_bar_3_bar_30)
        (openable Fridge_bar__minus_02_dot_64_bar__plus_00_dot_00_bar__plus_02_dot_13)
        (receptacleType Microwave_bar__minus_01_dot_53_bar__plus_01_dot_25_bar__plus_03_dot_88 MicrowaveType)
        (receptacleAtLocation Microwave_bar__minus_01_dot_53_bar__plus_01_dot_25_bar__plus_03_dot_88 loc_bar__minus_6_bar_13_bar_0_bar_0)
        (openable Microwave_bar__minus_01_dot_53_bar__plus_01_dot_25_bar__plus_03_dot_88)
        (canContain CabinetType MugType)
        (canContain CabinetType PanType)
        (canContain CabinetType PepperShakerType)
        (canContain CabinetType PotType)
        (canContain CabinetType SoapBottleType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType PepperShakerType)
        (canContain DrawerType SoapBottleType)
        (canContain DrawerType SpatulaType)
        (canContain FridgeType EggType)
        (canContain FridgeType LettuceType)
        (canContain FridgeType MugType)
        (canContain FridgeType PanType)
        (canContain FridgeType PotType)
        (canContain MicrowaveType EggType)
        (canContain MicrowaveType MugType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType EggType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType LettuceType)
        (canContain SinkBasinType MugType)
        (canContain SinkBasinType PanType)
        (canContain SinkBasinType PotType)
        (canContain SinkBasinType SpatulaType)
        (objectType Mug_bar__minus_02_dot_16_bar__plus_00_dot_25_bar__plus_01_dot_34 MugType)
        (inReceptacle Mug_bar__minus_02_dot_16_bar__plus_00_dot_25_bar__plus_01_dot_34 Cabinet_bar__minus_01_dot_97_bar__plus_00_dot_39_bar__plus_03_dot_52)
        (objectAtLocation Mug_bar__minus_02_dot_16_bar__plus_00_dot_25_bar__plus_01_dot_34 loc_bar__minus_5_bar_10_bar_0_bar_30)
        (pickupable Mug_bar__minus_02_dot_16_bar__plus_00_dot_25_bar__plus_01_dot_34)
        (cleanable Mug_bar__minus_02_dot_16_bar__plus_00_dot_25_bar__plus_01_dot_34)
        (heatable Mug_bar__minus_02_dot_16_bar__plus_00_dot_25_bar__plus_01_dot_34)
        (coolable Mug_bar__minus_02_dot_16_bar__plus_00_dot_25_bar__plus_01_dot_34)
        (isReceptacleObject Mug_bar__minus_02_dot_16_bar__plus_00_dot_25_bar__plus_01_dot_34)
        (objectType Mug_bar__plus_00_dot_63_bar__plus_00_dot_57_bar__plus_02_dot_33 MugType)
        (inReceptacle Mug_bar__plus_00_dot_63_bar__plus_00_dot_57_bar__plus_02_dot_33 Cabinet_bar__minus_02_dot_38_bar__plus_00_dot_64_bar__plus_01_dot_68)
        (objectAtLocation Mug_bar__plus_00_dot_63_bar__plus_00_dot_57_bar__plus_02_dot_33 loc_bar__minus_5_bar_8_bar_3_bar_30)
        (pickupable Mug_bar__plus_00_dot_63_bar__plus_00_dot_57_bar__plus_02_dot_33)
        (cleanable Mug_bar__plus_00_dot_63_bar__plus_00_dot_57_bar__plus_02_dot_33)
        (heatable Mug_bar__plus_00_dot_63_bar__plus_00_dot_57_bar__plus_02_dot_33)
        (coolable Mug_bar__plus_00_dot_63_bar__plus_00_dot_57_bar__plus_02_dot_33)
        (isReceptacleObject Mug_bar__plus_00_dot_63_bar__plus_00_dot_57_bar__plus_02_dot_33)
        (objectType Mug_bar__minus_02_dot_82_bar__plus_00_dot_80_bar__plus_02_dot_36 MugType)
        (inReceptacle Mug_bar__minus_02_dot_82_bar__plus_00_dot_80_bar__plus_02_dot_36 Cabinet_bar__minus_02_dot_38_bar__plus_00_dot_64_bar__plus_01_dot_68)
        (objectAtLocation Mug_bar__minus_02_dot_82_bar__plus_00_dot_80_bar__plus_02_dot_36 loc_bar__minus_5_bar_8_bar_3_bar_30)
        (pickupable Mug_bar__minus_02_dot_82_bar__plus_00_dot_80_bar__plus_02_dot_36)
        (cleanable Mug_bar__minus_02_dot_82_bar__plus_00_dot_80_bar__plus_02_dot_36)
        (heatable Mug_bar__minus_02_dot_82_bar__plus_00_dot_80_bar__plus_02_dot_36)
        (coolable Mug_bar__minus_02_dot_82_bar__plus_00_dot_80_bar__plus_02_dot_36)
        (isReceptacleObject Mug_bar__minus_02_dot_82_bar__plus_00_dot_80_bar__plus_02_dot_36)
        (objectType ButterKnife_bar__plus_00_dot_69_bar__plus_00_dot_51_bar__minus_02_dot_78 ButterKnifeType)
        (inReceptacle ButterKnife_bar__plus_00_dot_69_bar__plus_00_dot_51_bar__minus_02_dot_78 Drawer_bar__plus_00_dot_73_bar__plus_00_dot_70_bar__plus_00_dot_98)
        (objectAtLocation ButterKnife_bar__plus_00_dot_69_bar__plus_00_dot_51_bar__minus_02_dot_78 loc_bar_0_bar_7_bar_2_bar_30)
        (pickupable ButterKnife_bar__plus_00_dot_69_bar__plus_00_dot_51_bar__minus_02_dot_78)
        (cleanable ButterKnife_bar__plus_00_dot_69_bar__plus_00_dot_51_bar__minus_02_dot_78)
        (objectType ButterKnife_bar__plus_00_dot_77_bar__plus_01_dot_37_bar__minus_01_dot_76 ButterKnifeType)
        (inReceptacle ButterKnife_bar__plus_00_dot_77_bar__plus_01_dot_37_bar__minus_01_dot_76 Drawer_bar__plus_00_dot_73_bar__plus_00_dot_70_bar__plus_00_dot_98)
        (objectAtLocation ButterKnife_bar__plus_00_dot_77_bar__plus_01_dot_37_bar__minus_01_dot_76 loc_bar_0_bar_7_bar_2_bar_30)
        (pickupable ButterKnife_bar__plus_00_dot_77_bar__plus_01_dot_37_bar__minus_01_dot_76)
        (cleanable ButterKnife_bar__plus_00_dot_77_bar__plus_01_dot_37_bar__minus_01_dot_76)
        (objectType Egg_bar__minus_00_dot_97_bar__plus_01_dot_23_bar__plus_00_dot_82 EggType)
        (inReceptacle Egg_bar__minus_00_dot_97_bar__plus_01_dot_23_bar__plus_00_dot_82 Microwave_bar__minus_01_dot_53_bar__plus_01_dot_25_bar__plus_03_dot_88)
        (objectAtLocation Egg_bar__minus_00_dot_97_bar__plus_01_dot_23_bar__plus_00_dot_82 loc_bar__minus_6_bar_13_bar_0_bar_0)
        (pickupable Egg_bar__minus_00_dot_97_bar__plus_01_dot_23_bar__plus_00_dot_82)
        (cleanable Egg_bar__minus_00_dot_97_bar__plus_01_dot_23_bar__plus_00_dot_82)
        (heatable Egg_bar__minus_00_dot_97_bar__plus_01_dot_23_bar__plus_00_dot_82)
        (coolable Egg_bar__minus_00_dot_97_bar__plus_01_dot_23_bar__plus_00_dot_82)
        (sliceable Egg_bar__minus_00_dot_97_bar__plus_01_dot_23_bar__plus_00_dot_82)
        (objectType Lettuce_bar__plus_02_dot_69_bar__plus_01_dot_07_bar__plus_01_dot_28 LettuceType)
        (inReceptacle Lettuce_bar__plus_02_dot_69_bar__plus_01_dot_07_bar__plus_01_dot_28 Fridge_bar__minus_02_dot_64_bar__plus_00_dot_00_bar__plus_02_dot_13)
        (objectAtLocation Lettuce_bar__plus_02_dot_69_bar__plus_01_dot_07_bar__plus_01_dot_28 loc_bar__minus_7_bar_9_bar_3_bar_30)
        (pickupable Lettuce_bar__plus_02_dot_69_bar__plus_01_dot_07_bar__plus_01_dot_28)
        (cleanable Lettuce_bar__plus_02_dot_69_bar__plus_01_dot_07_bar__plus_01_dot_28)
        (coolable Lettuce_bar__plus_02_dot_69_bar__plus_01_dot_07_bar__plus_01_dot_28)
        (sliceable Lettuce_bar__plus_02_dot_69_bar__plus_01_dot_07_bar__plus_01_dot_28)
        (objectType Pan_bar__plus_01_dot_42_bar__plus_01_dot_14_bar__minus_00_dot_54 PanType)
        (inReceptacle Pan_bar__plus_01_dot_42_bar__plus_01_dot_14_bar__minus_00_dot_54 Cabinet_bar__plus_00_dot_58_bar__plus_00_dot_39_bar__plus_02_dot_69)
        (objectAtLocation Pan_bar__plus_01_dot_42_bar__plus_01_dot_14_bar__minus_00_dot_54 loc_bar__minus_1_bar_12_bar_1_bar_30)
        (pickupable Pan_bar__plus_01_dot_42_bar__plus_01_dot_14_bar__minus_00_dot_54)
        (cleanable Pan_bar__plus_01_dot_42_bar__plus_01_dot_14_bar__minus_00_dot_54)
        (coolable Pan_bar__plus_01_dot_42_bar__plus_01_dot_14_bar__minus_00_dot_54)
        (isReceptacleObject Pan_bar__plus_01_dot_42_bar__plus_01_dot_14_bar__minus_00_dot_54)
        (objectType Pan_bar__minus_01_dot_40_bar__plus_00_dot_65_bar__minus_02_dot_93 PanType)
        (inReceptacle Pan_bar__minus_01_dot_40_bar__plus_00_dot_65_bar__minus_02_dot_93 Cabinet_bar__minus_01_dot_98_bar__plus_01_dot_78_bar__plus_03_dot_73)
        (objectAtLocation Pan_bar__minus_01_dot_40_bar__plus_00_dot_65_bar__minus_02_dot_93 loc_bar__minus_7_bar_11_bar_0_bar_0)
        (pickupable Pan_bar__minus_01_dot_40_bar__plus_00_dot_65_bar__minus_02_dot_93)
        (cleanable Pan_bar__minus_01_dot_40_bar__plus_00_dot_65_bar__minus_02_dot_93)
        (coolable Pan_bar__minus_01_dot_40_bar__plus_00_dot_65_bar__minus_02_dot_93)
        (isReceptacleObject Pan_bar__minus_01_dot_40_bar__plus_00_dot_65_bar__minus_02_dot_93)
        (objectType PepperShaker_bar__minus_00_dot_44_bar__plus_00_dot_01_bar__plus_01_dot_46 PepperShakerType)
        (inReceptacle PepperShaker_bar__minus_00_dot_44_bar__plus_00_dot_01_bar__plus_01_dot_46 Drawer_bar__plus_00_dot_73_bar__plus_00_dot_70_bar__plus_00_dot_98)
        (objectAtLocation PepperShaker_bar__minus_00_dot_44_bar__plus_00_dot_01_bar__plus_01_dot_46 loc_bar_0_bar_7_bar_2_bar_30)
        (pickupable PepperShaker_bar__minus_00_dot_44_bar__plus_00_dot_01_bar__plus_01_dot_46)
        (objectType Pot_bar__plus_01_dot_01_bar__plus_00_dot_09_bar__plus_01_dot_09 PotType)
        (inReceptacle Pot_bar__plus_01_dot_01_bar__plus_00_dot_09_bar__plus_01_dot_09 Cabinet_bar__minus_01_dot_98_bar__plus_01_dot_78_bar__plus_03_dot_73)
        (objectAtLocation Pot_bar__plus_01_dot_01_bar__plus_00_dot_09_bar__plus_01_dot_09 loc_bar__minus_7_bar_11_bar_0_bar_0)
        (pickupable Pot_bar__plus_01_dot_01_bar__plus_00_dot_09_bar__plus_01_dot_09)
        (cleanable Pot_bar__plus_01_dot_01_bar__plus_00_dot_09_bar__plus_01_dot_09)
        (coolable Pot_bar__plus_01_dot_01_bar__plus_00_dot_09_bar__plus_01_dot_09)
        (isReceptacleObject Pot_bar__plus_01_dot_01_bar__plus_00_dot_09_bar__plus_01_dot_09)
        (objectType SoapBottle_bar__plus_01_dot_33_bar__plus_01_dot_18_bar__plus_01_dot_71 SoapBottleType)
        (inReceptacle SoapBottle_bar__plus_01_dot_33_bar__plus_01_dot_18_bar__plus_01_dot_71 Cabinet_bar__minus_02_dot_38_bar__plus_00_dot_64_bar__plus_01_dot_68)
        (objectAtLocation SoapBottle_bar__plus_01_dot_33_bar__plus_01_dot_18_bar__plus_01_dot_71 loc_bar__minus_5_bar_8_bar_3_bar_30)
        (pickupable SoapBottle_bar__plus_01_dot_33_bar__plus_01_dot_18_bar__plus_01_dot_71)
        (objectType SoapBottle_bar__minus_02_dot_98_bar__plus_00_dot_28_bar__minus_01_dot_26 SoapBottleType)
        (inReceptacle SoapBottle_bar__minus_02_dot_98_bar__plus_00_dot_28_bar__minus_01_dot_26 Cabinet_bar__minus_00_dot_42_bar__plus_00_dot_67_bar__plus_03_dot_74)
        (objectAtLocation SoapBottle_bar__minus_02_dot_98_bar__plus_00_dot_28_bar__minus_01_dot_26 loc_bar__minus_3_bar_12_bar_0_bar_30)
        (pickupable SoapBottle_bar__minus_02_dot_98_bar__plus_00_dot_28_bar__minus_01_dot_26)
        (objectType Spatula_bar__plus_02_dot_66_bar__plus_00_dot_96_bar__plus_00_dot_77 SpatulaType)
        (inReceptacle Spatula_bar__plus_02_dot_66_bar__plus_00_dot_96_bar__plus_00_dot_77 Drawer_bar__plus_00_dot_73_bar__plus_00_dot_70_bar__plus_00_dot_98)
        (objectAtLocation Spatula_bar__plus_02_dot_66_bar__plus_00_dot_96_bar__plus_00_dot_77 loc_bar_0_bar_7_bar_2_bar_30)
        (pickupable Spatula_bar__plus_02_dot_66_bar__plus_00_dot_96_bar__plus_00_dot_77)
        (cleanable Spatula_bar__plus_02_dot_66_bar__plus_00_dot_96_bar__plus_00_dot_77)
        (objectType Spatula_bar__plus_01_dot_29_bar__plus_00_dot_22_bar__plus_02_dot_02 SpatulaType)
        (inReceptacle Spatula_bar__plus_01_dot_29_bar__plus_00_dot_22_bar__plus_02_dot_02 Drawer_bar__plus_00_dot_73_bar__plus_00_dot_70_bar__plus_00_dot_98)
        (objectAtLocation Spatula_bar__plus_01_dot_29_bar__plus_00_dot_22_bar__plus_02_dot_02 loc_bar_0_bar_7_bar_2_bar_30)
        (pickupable Spatula_bar__plus_01_dot_29_bar__plus_00_dot_22_bar__plus_02_dot_02)
        (cleanable Spatula_bar__plus_01_dot_29_bar__plus_00_dot_22_bar__plus_02_dot_02)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (heatable ?o)
                            (objectType ?o MugType)
                            (receptacleType ?r FridgeType)
                            (isHot ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
