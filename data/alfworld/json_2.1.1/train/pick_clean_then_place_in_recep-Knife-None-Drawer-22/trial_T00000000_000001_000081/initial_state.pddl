(define (problem plan_trial_T00000000_000001_000081)
(:domain alfred)
(:objects
        agent1 - agent
        CabinetType - rtype
        DrawerType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        BreadType - otype
        ButterKnifeType - otype
        EggType - otype
        KnifeType - otype
        PotType - otype
        SpoonType - otype
        Knife_bar__plus_02_dot_82_bar__plus_00_dot_36_bar__minus_01_dot_27 - object
        Bread_bar__plus_02_dot_34_bar__plus_01_dot_36_bar__minus_02_dot_86 - object
        Egg_bar__minus_02_dot_89_bar__plus_00_dot_28_bar__plus_00_dot_83 - object
        Egg_bar__plus_02_dot_15_bar__plus_01_dot_03_bar__minus_00_dot_64 - object
        Pot_bar__minus_02_dot_89_bar__plus_00_dot_46_bar__plus_01_dot_39 - object
        Pot_bar__plus_01_dot_06_bar__plus_01_dot_29_bar__minus_00_dot_52 - object
        Spoon_bar__plus_00_dot_06_bar__plus_00_dot_52_bar__plus_00_dot_74 - object
        Spoon_bar__plus_01_dot_98_bar__plus_00_dot_18_bar__plus_01_dot_86 - object
        Cabinet_bar__plus_00_dot_48_bar__plus_00_dot_39_bar__minus_00_dot_90 - receptacle
        Cabinet_bar__plus_01_dot_13_bar__plus_00_dot_47_bar__minus_00_dot_90 - receptacle
        Cabinet_bar__minus_00_dot_82_bar__plus_00_dot_47_bar__minus_00_dot_91 - receptacle
        Cabinet_bar__minus_01_dot_80_bar__plus_00_dot_47_bar__minus_00_dot_91 - receptacle
        Cabinet_bar__minus_01_dot_84_bar__plus_02_dot_01_bar__minus_01_dot_20 - receptacle
        Cabinet_bar__minus_01_dot_85_bar__plus_00_dot_39_bar__minus_00_dot_90 - receptacle
        Cabinet_bar__minus_02_dot_63_bar__plus_02_dot_01_bar__minus_01_dot_20 - receptacle
        Cabinet_bar__minus_02_dot_65_bar__plus_02_dot_01_bar__minus_00_dot_95 - receptacle
        Cabinet_bar__minus_02_dot_65_bar__plus_02_dot_20_bar__plus_00_dot_43 - receptacle
        Drawer_bar__minus_02_dot_57_bar__plus_00_dot_78_bar__plus_00_dot_10 - receptacle
        Fridge_bar__minus_02_dot_86_bar__plus_00_dot_00_bar__plus_00_dot_85 - receptacle
        Sink_bar__minus_01_dot_33_bar__plus_00_dot_92_bar__minus_01_dot_23_bar_SinkBasin - receptacle
        loc_bar_2_bar_0_bar_2_bar_30 - location
        loc_bar__minus_1_bar_0_bar_2_bar_30 - location
        loc_bar__minus_2_bar_0_bar_2_bar_30 - location
        loc_bar__minus_5_bar__minus_2_bar_2_bar_30 - location
        loc_bar__minus_6_bar_1_bar_3_bar__minus_30 - location
        loc_bar__minus_6_bar__minus_1_bar_3_bar_30 - location
        loc_bar__minus_6_bar__minus_2_bar_3_bar__minus_30 - location
        loc_bar__minus_7_bar_3_bar_3_bar_0 - location
        loc_bar__minus_8_bar_0_bar_2_bar_30 - location
        loc_bar__minus_8_bar_12_bar_2_bar_30 - location
        loc_bar__minus_8_bar__minus_1_bar_2_bar_30 - location
        loc_bar__minus_8_bar__minus_1_bar_2_bar__minus_30 - location
        loc_bar__minus_8_bar__minus_2_bar_2_bar__minus_30 - location
        )
(:init
        (atLocation agent1 loc_bar__minus_8_bar_12_bar_2_bar_30)
        (receptacleType Cabinet_bar__plus_00_dot_48_bar__plus_00_dot_39_bar__minus_00_dot_90 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_48_bar__plus_00_dot_39_bar__minus_00_dot_90 loc_bar__minus_1_bar_0_bar_2_bar_30)
        (openable Cabinet_bar__plus_00_dot_48_bar__plus_00_dot_39_bar__minus_00_dot_90)
        (receptacleType Cabinet_bar__plus_01_dot_13_bar__plus_00_dot_47_bar__minus_00_dot_90 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_13_bar__plus_00_dot_47_bar__minus_00_dot_90 loc_bar_2_bar_0_bar_2_bar_30)
        (openable Cabinet_bar__plus_01_dot_13_bar__plus_00_dot_47_bar__minus_00_dot_90)
        (receptacleType Cabinet_bar__minus_00_dot_82_bar__plus_00_dot_47_bar__minus_00_dot_91 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_82_bar__plus_00_dot_47_bar__minus_00_dot_91 loc_bar__minus_2_bar_0_bar_2_bar_30)
        (openable Cabinet_bar__minus_00_dot_82_bar__plus_00_dot_47_bar__minus_00_dot_91)
        (receptacleType Cabinet_bar__minus_01_dot_80_bar__plus_00_dot_47_bar__minus_00_dot_91 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_80_bar__plus_00_dot_47_bar__minus_00_dot_91 loc_bar__minus_8_bar_0_bar_2_bar_30)
        (openable Cabinet_bar__minus_01_dot_80_bar__plus_00_dot_47_bar__minus_00_dot_91)
        (receptacleType Cabinet_bar__minus_01_dot_84_bar__plus_02_dot_01_bar__minus_01_dot_20 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_84_bar__plus_02_dot_01_bar__minus_01_dot_20 loc_bar__minus_8_bar__minus_2_bar_2_bar__minus_30)
        (openable Cabinet_bar__minus_01_dot_84_bar__plus_02_dot_01_bar__minus_01_dot_20)
        (receptacleType Cabinet_bar__minus_01_dot_85_bar__plus_00_dot_39_bar__minus_00_dot_90 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_85_bar__plus_00_dot_39_bar__minus_00_dot_90 loc_bar__minus_8_bar__minus_1_bar_2_bar_30)
        (openable Cabinet_bar__minus_01_dot_85_bar__plus_00_dot_39_bar__minus_00_dot_90)
        (receptacleType Cabinet_bar__minus_02_dot_63_bar__plus_02_dot_01_bar__minus_01_dot_20 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_63_bar__plus_02_dot_01_bar__minus_01_dot_20 loc_bar__minus_8_bar__minus_1_bar_2_bar__minus_30)
        (openable Cabinet_bar__minus_02_dot_63_bar__plus_02_dot_01_bar__minus_01_dot_20)
        (receptacleType Cabinet_bar__minus_02_dot_65_bar__plus_02_dot_01_bar__minus_00_dot_95 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_65_bar__plus_02_dot_01_bar__minus_00_dot_95 loc_bar__minus_6_bar__minus_2_bar_3_bar__minus_30)
        (openable Cabinet_bar__minus_02_dot_65_bar__plus_02_dot_01_bar__minus_00_dot_95)
        (receptacleType Cabinet_bar__minus_02_dot_65_bar__plus_02_dot_20_bar__plus_00_dot_43 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_65_bar__plus_02_dot_20_bar__plus_00_dot_43 loc_bar__minus_6_bar_1_bar_3_bar__minus_30)
        (openable Cabinet_bar__minus_02_dot_65_bar__plus_02_dot_20_bar__plus_00_dot_43)
        (receptacleType Drawer_bar__minus_02_dot_57_bar__plus_00_dot_78_bar__plus_00_dot_10 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_02_dot_57_bar__plus_00_dot_78_bar__plus_00_dot_10 loc_bar__minus_6_bar__minus_1_bar_3_bar_30)
        (openable Drawer_bar__minus_02_dot_57_bar__plus_00_dot_78_bar__plus_00_dot_10)
        (receptacleType Fridge_bar__minus_02_dot_86_bar__plus_00_dot_00_bar__plus_00_dot_85 FridgeType)
        (receptacleAtLocation Fridge_bar__minus_02_dot_86_bar__plus_00_dot_00_bar__plus_00_dot_85 loc_bar__minus_7_bar_3_bar_3_bar_0)
        (openable Fridge_bar__minus_02_dot_86_bar__plus_00_dot_00_bar__plus_00_dot_85)
        (receptacleType Sink_bar__minus_01_dot_33_bar__plus_00_dot_92_bar__minus_01_dot_23_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__minus_01_dot_33_bar__plus_00_dot_92_bar__minus_01_dot_23_bar_SinkBasin loc_bar__minus_5_bar__minus_2_bar_2_bar_30)
        (canContain CabinetType PotType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType SpoonType)
        (canContain FridgeType BreadType)
        (canContain FridgeType EggType)
        (canContain FridgeType PotType)
        (canContain MicrowaveType BreadType)
        (canContain MicrowaveType EggType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType EggType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType PotType)
        (canContain SinkBasinType SpoonType)
        (objectType Knife_bar__plus_02_dot_82_bar__plus_00_dot_36_bar__minus_01_dot_27 KnifeType)
        (inReceptacle Knife_bar__plus_02_dot_82_bar__plus_00_dot_36_bar__minus_01_dot_27 Sink_bar__minus_01_dot_33_bar__plus_00_dot_92_bar__minus_01_dot_23_bar_SinkBasin)
        (objectAtLocation Knife_bar__plus_02_dot_82_bar__plus_00_dot_36_bar__minus_01_dot_27 loc_bar__minus_5_bar__minus_2_bar_2_bar_30)
        (pickupable Knife_bar__plus_02_dot_82_bar__plus_00_dot_36_bar__minus_01_dot_27)
        (cleanable Knife_bar__plus_02_dot_82_bar__plus_00_dot_36_bar__minus_01_dot_27)
        (objectType Bread_bar__plus_02_dot_34_bar__plus_01_dot_36_bar__minus_02_dot_86 BreadType)
        (inReceptacle Bread_bar__plus_02_dot_34_bar__plus_01_dot_36_bar__minus_02_dot_86 Fridge_bar__minus_02_dot_86_bar__plus_00_dot_00_bar__plus_00_dot_85)
        (objectAtLocation Bread_bar__plus_02_dot_34_bar__plus_01_dot_36_bar__minus_02_dot_86 loc_bar__minus_7_bar_3_bar_3_bar_0)
        (pickupable Bread_bar__plus_02_dot_34_bar__plus_01_dot_36_bar__minus_02_dot_86)
        (heatable Bread_bar__plus_02_dot_34_bar__plus_01_dot_36_bar__minus_02_dot_86)
        (coolable Bread_bar__plus_02_dot_34_bar__plus_01_dot_36_bar__minus_02_dot_86)
        (sliceable Bread_bar__plus_02_dot_34_bar__plus_01_dot_36_bar__minus_02_dot_86)
        (objectType Egg_bar__minus_02_dot_89_bar__plus_00_dot_28_bar__plus_00_dot_83 EggType)
        (inReceptacle Egg_bar__minus_02_dot_89_bar__plus_00_dot_28_bar__plus_00_dot_83 Fridge_bar__minus_02_dot_86_bar__plus_00_dot_00_bar__plus_00_dot_85)
        (objectAtLocation Egg_bar__minus_02_dot_89_bar__plus_00_dot_28_bar__plus_00_dot_83 loc_bar__minus_7_bar_3_bar_3_bar_0)
        (pickupable Egg_bar__minus_02_dot_89_bar__plus_00_dot_28_bar__plus_00_dot_83)
        (cleanable Egg_bar__minus_02_dot_89_bar__plus_00_dot_28_bar__plus_00_dot_83)
        (heatable Egg_bar__minus_02_dot_89_bar__plus_00_dot_28_bar__plus_00_dot_83)
        (coolable Egg_bar__minus_02_dot_89_bar__plus_00_dot_28_bar__plus_00_dot_83)
        (sliceable Egg_bar__minus_02_dot_89_bar__plus_00_dot_28_bar__plus_00_dot_83)
        (objectType Egg_bar__plus_02_dot_15_bar__plus_01_dot_03_bar__minus_00_dot_64 EggType)
        (inReceptacle Egg_bar__plus_02_dot_15_bar__plus_01_dot_03_bar__minus_00_dot_64 Fridge_bar__minus_02_dot_86_bar__plus_00_dot_00_bar__plus_00_dot_85)
        (objectAtLocation Egg_bar__plus_02_dot_15_bar__plus_01_dot_03_bar__minus_00_dot_64 loc_bar__minus_7_bar_3_bar_3_bar_0)
        (pickupable Egg_bar__plus_02_dot_15_bar__plus_01_dot_03_bar__minus_00_dot_64)
        (cleanable Egg_bar__plus_02_dot_15_bar__plus_01_dot_03_bar__minus_00_dot_64)
        (heatable Egg_bar__plus_02_dot_15_bar__plus_01_dot_03_bar__minus_00_dot_64)
        (coolable Egg_bar__plus_02_dot_15_bar__plus_01_dot_03_bar__minus_00_dot_64)
        (sliceable Egg_bar__plus_02_dot_15_bar__plus_01_dot_03_bar__minus_00_dot_64)
        (objectType Pot_bar__minus_02_dot_89_bar__plus_00_dot_46_bar__plus_01_dot_39 PotType)
        (inReceptacle Pot_bar__minus_02_dot_89_bar__plus_00_dot_46_bar__plus_01_dot_39 Cabinet_bar__plus_00_dot_48_bar__plus_00_dot_39_bar__minus_00_dot_90)
        (objectAtLocation Pot_bar__minus_02_dot_89_bar__plus_00_dot_46_bar__plus_01_dot_39 loc_bar__minus_1_bar_0_bar_2_bar_30)
        (pickupable Pot_bar__minus_02_dot_89_bar__plus_00_dot_46_bar__plus_01_dot_39)
        (cleanable Pot_bar__minus_02_dot_89_bar__plus_00_dot_46_bar__plus_01_dot_39)
        (coolable Pot_bar__minus_02_dot_89_bar__plus_00_dot_46_bar__plus_01_dot_39)
        (isReceptacleObject Pot_bar__minus_02_dot_89_bar__plus_00_dot_46_bar__plus_01_dot_39)
        (objectType Pot_bar__plus_01_dot_06_bar__plus_01_dot_29_bar__minus_00_dot_52 PotType)
        (inReceptacle Pot_bar__plus_01_dot_06_bar__plus_01_dot_29_bar__minus_00_dot_52 Cabinet_bar__minus_02_dot_65_bar__plus_02_dot_01_bar__minus_00_dot_95)
        (objectAtLocation Pot_bar__plus_01_dot_06_bar__plus_01_dot_29_bar__minus_00_dot_52 loc_bar__minus_6_bar__minus_2_bar_3_bar__minus_30)
        (pickupable Pot_bar__plus_01_dot_06_bar__plus_01_dot_29_bar__minus_00_dot_52)
        (cleanable Pot_bar__plus_01_dot_06_bar__plus_01_dot_29_bar__minus_00_dot_52)
        (coolable Pot_bar__plus_01_dot_06_bar__plus_01_dot_29_bar__minus_00_dot_52)
        (isReceptacleObject Pot_bar__plus_01_dot_06_bar__plus_01_dot_29_bar__minus_00_dot_52)
        (objectType Spoon_bar__plus_00_dot_06_bar__plus_00_dot_52_bar__plus_00_dot_74 SpoonType)
        (inReceptacle Spoon_bar__plus_00_dot_06_bar__plus_00_dot_52_bar__plus_00_dot_74 Drawer_bar__minus_02_dot_57_bar__plus_00_dot_78_bar__plus_00_dot_10)
        (objectAtLocation Spoon_bar__plus_00_dot_06_bar__plus_00_dot_52_bar__plus_00_dot_74 loc_bar__minus_6_bar__minus_1_bar_3_bar_30)
        (pickupable Spoon_bar__plus_00_dot_06_bar__plus_00_dot_52_bar__plus_00_dot_74)
        (cleanable Spoon_bar__plus_00_dot_06_bar__plus_00_dot_52_bar__plus_00_dot_74)
        (objectType Spoon_bar__plus_01_dot_98_bar__plus_00_dot_18_bar__plus_01_dot_86 SpoonType)
        (inReceptacle Spoon_bar__plus_01_dot_98_bar__plus_00_dot_18_bar__plus_01_dot_86 Drawer_bar__minus_02_dot_57_bar__plus_00_dot_78_bar__plus_00_dot_10)
        (objectAtLocation Spoon_bar__plus_01_dot_98_bar__plus_00_dot_18_bar__plus_01_dot_86 loc_bar__minus_6_bar__minus_1_bar_3_bar_30)
        (pickupable Spoon_bar__plus_01_dot_98_bar__plus_00_dot_18_bar__plus_01_dot_86)
        (cleanable Spoon_bar__plus_01_dot_98_bar__plus_00_dot_18_bar__plus_01_dot_86)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (cleanable ?o)
                            (objectType ?o KnifeType)
                            (receptacleType ?r DrawerType)
                            (isClean ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
