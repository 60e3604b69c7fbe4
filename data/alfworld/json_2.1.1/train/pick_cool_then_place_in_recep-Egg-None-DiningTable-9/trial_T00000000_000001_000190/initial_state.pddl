(define (problem plan_trial_T00000000_000001_000190)
(:domain alfred)
(:objects
        agent1 - agent
        CabinetType - rtype
        DiningTableType - rtype
        DrawerType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        BowlType - otype
        ButterKnifeType - otype
        EggType - otype
        KettleType - otype
        KnifeType - otype
        MugType - otype
        PotType - otype
        TomatoType - otype
        Egg_bar__minus_01_dot_37_bar__plus_01_dot_01_bar__minus_01_dot_89 - object
        Egg_bar__plus_02_dot_95_bar__plus_00_dot_87_bar__plus_01_dot_59 - object
        Bowl_bar__minus_01_dot_31_bar__plus_00_dot_11_bar__minus_02_dot_75 - object
        Bowl_bar__minus_00_dot_02_bar__plus_00_dot_57_bar__minus_00_dot_37 - object
        Kettle_bar__plus_00_dot_40_bar__plus_00_dot_75_bar__minus_02_dot_25 - object
        Mug_bar__plus_02_dot_92_bar__plus_00_dot_80_bar__minus_01_dot_16 - object
        Mug_bar__minus_01_dot_37_bar__plus_00_dot_06_bar__minus_02_dot_97 - object
        Pot_bar__plus_00_dot_07_bar__plus_00_dot_97_bar__plus_02_dot_14 - object
        Tomato_bar__plus_01_dot_64_bar__plus_00_dot_33_bar__minus_02_dot_62 - object
        Cabinet_bar__plus_01_dot_02_bar__plus_02_dot_01_bar__minus_00_dot_61 - receptacle
        Cabinet_bar__plus_01_dot_67_bar__plus_00_dot_40_bar__minus_00_dot_30 - receptacle
        Cabinet_bar__plus_02_dot_99_bar__plus_02_dot_01_bar__plus_01_dot_31 - receptacle
        Cabinet_bar__minus_00_dot_27_bar__plus_00_dot_40_bar__plus_01_dot_00 - receptacle
        DiningTable_bar__minus_00_dot_84_bar__plus_00_dot_79_bar__minus_01_dot_26 - receptacle
        Drawer_bar__plus_01_dot_52_bar__plus_00_dot_79_bar__minus_00_dot_30 - receptacle
        Drawer_bar__plus_01_dot_86_bar__plus_00_dot_79_bar__plus_01_dot_00 - receptacle
        Drawer_bar__plus_02_dot_51_bar__plus_00_dot_79_bar__plus_01_dot_00 - receptacle
        Fridge_bar__plus_03_dot_04_bar__plus_00_dot_00_bar__minus_00_dot_71 - receptacle
        loc_bar_11_bar_1_bar_0_bar_30 - location
        loc_bar_11_bar_3_bar_0_bar__minus_30 - location
        loc_bar_12_bar_2_bar_2_bar_30 - location
        loc_bar_1_bar_0_bar_0_bar_30 - location
        loc_bar_4_bar_2_bar_2_bar_30 - location
        loc_bar_5_bar_0_bar_2_bar__minus_30 - location
        loc_bar_5_bar_1_bar_2_bar_30 - location
        loc_bar_6_bar_1_bar_0_bar_30 - location
        loc_bar_8_bar_12_bar_2_bar_30 - location
        loc_bar__minus_5_bar__minus_1_bar_2_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar_8_bar_12_bar_2_bar_30)
        (receptacleType Cabinet_bar__plus_01_dot_02_bar__plus_02_dot_01_bar__minus_00_dot_61 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_02_bar__plus_02_dot_01_bar__minus_00_dot_61 loc_bar_5_bar_0_bar_2_bar__minus_30)
        (openable Cabinet_bar__plus_01_dot_02_bar__plus_02_dot_01_bar__minus_00_dot_61)
        (receptacleType Cabinet_bar__plus_01_dot_67_bar__plus_00_dot_40_bar__minus_00_dot_30 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_67_bar__plus_00_dot_40_bar__minus_00_dot_30 loc_bar_4_bar_2_bar_2_bar_30)
        (openable Cabinet_bar__plus_01_dot_67_bar__plus_00_dot_40_bar__minus_00_dot_30)
        (receptacleType Cabinet_bar__plus_02_dot_99_bar__plus_02_dot_01_bar__plus_01_dot_31 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_02_dot_99_bar__plus_02_dot_01_bar__plus_01_dot_31 loc_bar_11_bar_3_bar_0_bar__minus_30)
        (openable Cabinet_bar__plus_02_dot_99_bar__plus_02_dot_01_bar__plus_01_dot_31)
        (receptacleType Cabinet_bar__minus_00_dot_27_bar__plus_00_dot_40_bar__plus_01_dot_00 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_27_bar__plus_00_dot_40_bar__plus_01_dot_00 loc_bar_1_bar_0_bar_0_bar_30)
        (openable Cabinet_bar__minus_00_dot_27_bar__plus_00_dot_40_bar__plus_01_dot_00)
        (receptacleType DiningTable_bar__minus_00_dot_84_bar__plus_00_dot_79_bar__minus_01_dot_26 DiningTableType)
        (receptacleAtLocation DiningTable_bar__minus_00_dot_84_bar__plus_00_dot_79_bar__minus_01_dot_26 loc_bar__minus_5_bar__minus_1_bar_2_bar_30)
        (receptacleType Drawer_bar__plus_01_dot_52_bar__plus_00_dot_79_bar__minus_00_dot_30 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_01_dot_52_bar__plus_00_dot_79_bar__minus_00_dot_30 loc_bar_5_bar_1_bar_2_bar_30)
        (openable Drawer_bar__plus_01_dot_52_bar__plus_00_dot_79_bar__minus_00_dot_30)
        (receptacleType Drawer_bar__plus_01_dot_86_bar__plus_00_dot_79_bar__plus_01_dot_00 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_01_dot_86_bar__plus_00_dot_79_bar__plus_01_dot_00 loc_bar_6_bar_1_bar_0_bar_30)
        (openable Drawer_bar__plus_01_dot_86_bar__plus_00_dot_79_bar__plus_01_dot_00)
        (receptacleType Drawer_bar__plus_02_dot_51_bar__plus_00_dot_79_bar__plus_01_dot_00 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_02_dot_51_bar__plus_00_dot_79_bar__plus_01_dot_00 loc_bar_11_bar_1_bar_0_bar_30)
        (openable Drawer_bar__plus_02_dot_51_bar__plus_00_dot_79_bar__plus_01_dot_00)
        (receptacleType Fridge_bar__plus_03_dot_04_bar__plus_00_dot_00_bar__minus_00_dot_71 FridgeType)
        (receptacleAtLocation Fridge_bar__plus_03_dot_04_bar__plus_00_dot_00_bar__minus_00_dot_71 loc_bar_12_bar_2_bar_2_bar_30)
        (openable Fridge_bar__plus_03_dot_04_bar__plus_00_dot_00_bar__minus_00_dot_71)
        (canContain CabinetType BowlType)
        (canContain CabinetType KettleType)
        (canContain CabinetType MugType)
        (canContain CabinetType PotType)
        (canContain DiningTableType BowlType)
        (canContain DiningTableType ButterKnifeType)
        (canContain DiningTableType EggType)
        (canContain DiningTableType KettleType)
        (canContain DiningTableType KnifeType)
        (canContain DiningTableType MugType)
        (canContain DiningTableType PotType)
        (canContain DiningTableType TomatoType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType KnifeType)
        (canContain FridgeType BowlType)
        (canContain FridgeType EggType)
        (canContain FridgeType MugType)
        (canContain FridgeType PotType)
        (canContain FridgeType TomatoType)
        (canContain MicrowaveType BowlType)
        (canContain MicrowaveType EggType)
        (canContain MicrowaveType MugType)
        (canContain MicrowaveType TomatoType)
        (canContain SinkBasinType BowlType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType EggType)
        (canContain SinkBasinType KettleType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType MugType)
        (canContain SinkBasinType PotType)
        (canContain SinkBasinType TomatoType)
        (objectType Egg_bar__minus_01_dot_37_bar__plus_01_dot_01_bar__minus_01_dot_89 EggType)
        (inReceptacle Egg_bar__minus_01_dot_37_bar__plus_01_dot_01_bar__minus_01_dot_89 Fridge_bar__plus_03_dot_04_bar__plus_00_dot_00_bar__minus_00_dot_71)
        (objectAtLocation Egg_bar__minus_01_dot_37_bar__plus_01_dot_01_bar__minus_01_dot_89 loc_bar_12_bar_2_bar_2_bar_30)
        (pickupable Egg_bar__minus_01_dot_37_bar__plus_01_dot_01_bar__minus_01_dot_89)
        (cleanable Egg_bar__minus_01_dot_37_bar__plus_01_dot_01_bar__minus_01_dot_89)
        (heatable Egg_bar__minus_01_dot_37_bar__plus_01_dot_01_bar__minus_01_dot_89)
        (coolable Egg_bar__minus_01_dot_37_bar__plus_01_dot_01_bar__minus_01_dot_89)
        (sliceable Egg_bar__minus_01_dot_37_bar__plus_01_dot_01_bar__minus_01_dot_89)
        (objectType Egg_bar__plus_02_dot_95_bar__plus_00_dot_87_bar__plus_01_dot_59 EggType)
        (inReceptacle Egg_bar__plus_02_dot_95_bar__plus_00_dot_87_bar__plus_01_dot_59 Fridge_bar__plus_03_dot_04_bar__plus_00_dot_00_bar__minus_00_dot_71)
        (objectAtLocation Egg_bar__plus_02_dot_95_bar__plus_00_dot_87_bar__plus_01_dot_59 loc_bar_12_bar_2_bar_2_bar_30)
        (pickupable Egg_bar__plus_02_dot_95_bar__plus_00_dot_87_bar__plus_01_dot_59)
        (cleanable Egg_bar__plus_02_dot_95_bar__plus_00_dot_87_bar__plus_01_dot_59)
        (heatable Egg_bar__plus_02_dot_95_bar__plus_00_dot_87_bar__plus_01_dot_59)
        (coolable Egg_bar__plus_02_dot_95_bar__plus_00_dot_87_bar__plus_01_dot_59)
        (sliceable Egg_bar__plus_02_dot_95_bar__plus_00_dot_87_bar__plus_01_dot_59)
        (objectType Bowl_bar__minus_01_dot_31_bar__plus_00_dot_11_bar__minus_02_dot_75 BowlType)
        (inReceptacle Bowl_bar__minus_01_dot_31_bar__plus_00_dot_11_bar__minus_02_dot_75 DiningTable_bar__minus_00_dot_84_bar__plus_00_dot_79_bar__minus_01_dot_26)
        (objectAtLocation Bowl_bar__minus_01_dot_31_bar__plus_00_dot_11_bar__minus_02_dot_75 loc_bar__minus_5_bar__minus_1_bar_2_bar_30)
        (pickupable Bowl_bar__minus_01_dot_31_bar__plus_00_dot_11_bar__minus_02_dot_75)
        (cleanable Bowl_bar__minus_01_dot_31_bar__plus_00_dot_11_bar__minus_02_dot_75)
        (coolable Bowl_bar__minus_01_dot_31_bar__plus_00_dot_11_bar__minus_02_dot_75)
        (isReceptacleObject Bowl_bar__minus_01_dot_31_bar__plus_00_dot_11_bar__minus_02_dot_75)
        (objectType Bowl_bar__minus_00_dot_02_bar__plus_00_dot_57_bar__minus_00_dot_37 BowlType)
        (inReceptacle Bowl_bar__minus_00_dot_02_bar__plus_00_dot_57_bar__minus_00_dot_37 Cabinet_bar__plus_01_dot_02_bar__plus_02_dot_01_bar__minus_00_dot_61)
        (objectAtLocation Bowl_bar__minus_00_dot_02_bar__plus_00_dot_57_bar__minus_00_dot_37 loc_bar_5_bar_0_bar_2_bar__minus_30)
        (pickupable Bowl_bar__minus_00_dot_02_bar__plus_00_dot_57_bar__minus_00_dot_37)
        (cleanable Bowl_bar__minus_00_dot_02_bar__plus_00_dot_57_bar__minus_00_dot_37)
        (coolable Bowl_bar__minus_00_dot_02_bar__plus_00_dot_57_bar__minus_00_dot_37)
        (isReceptacleObject Bowl_bar__minus_00_dot_02_bar__plus_00_dot_57_bar__minus_00_dot_37)
        (objectType Kettle_bar__plus_00_dot_40_bar__plus_00_dot_75_bar__minus_02_dot_25 KettleType)
        (inReceptacle Kettle_bar__plus_00_dot_40_bar__plus_00_dot_75_bar__minus_02_dot_25 Cabinet_bar__plus_01_dot_02_bar__plus_02_dot_01_bar__minus_00_dot_61)
        (objectAtLocation Kettle_bar__plus_00_dot_40_bar__plus_00_dot_75_bar__minus_02_dot_25 loc_bar_5_bar_0_bar_2_bar__minus_30)
        (pickupable Kettle_bar__plus_00_dot_40_bar__plus_00_dot_75_bar__minus_02_dot_25)
        (cleanable Kettle_bar__plus_00_dot_40_bar__plus_00_dot_75_bar__minus_02_dot_25)
        (objectType Mug_bar__plus_02_dot_92_bar__plus_00_dot_80_bar__minus_01_dot_16 MugType)
        (inReceptacle Mug_bar__plus_02_dot_92_bar__plus_00_dot_80_bar__minus_01_dot_16 Cabinet_bar__plus_01_dot_67_bar__plus_00_dot_40_bar__minus_00_dot_30)
        (objectAtLocation Mug_bar__plus_02_dot_92_bar__plus_00_dot_80_bar__minus_01_dot_16 loc_bar_4_bar_2_bar_2_bar_30)
        (pickupable Mug_bar__plus_02_dot_92_bar__plus_00_dot_80_bar__minus_01_dot_16)
        (cleanable Mug_bar__plus_02_dot_92_bar__plus_00_dot_80_bar__minus_01_dot_16)
        (heatable Mug_bar__plus_02_dot_92_bar__plus_00_dot_80_bar__minus_01_dot_16)
        (coolable Mug_bar__plus_02_dot_92_bar__plus_00_dot_80_bar__minus_01_dot_16)
        (isReceptacleObject Mug_bar__plus_02_dot_92_bar__plus_00_dot_80_bar__minus_01_dot_16)
        (objectType Mug_bar__minus_01_dot_37_bar__plus_00_dot_06_bar__minus_02_dot_97 MugType)
        (inReceptacle Mug_bar__minus_01_dot_37_bar__plus_00_dot_06_bar__minus_02_dot_97 Cabinet_bar__minus_00_dot_27_bar__plus_00_dot_40_bar__plus_01_dot_00)
        (objectAtLocation Mug_bar__minus_01_dot_37_bar__plus_00_dot_06_bar__minus_02_dot_97 loc_bar_1_bar_0_bar_0_bar_30)
        (pickupable Mug_bar__minus_01_dot_37_bar__plus_00_dot_06_bar__minus_02_dot_97)
        (cleanable Mug_bar__minus_01_dot_37_bar__plus_00_dot_06_bar__minus_02_dot_97)
        (heatable Mug_bar__minus_01_dot_37_bar__plus_00_dot_06_bar__minus_02_dot_97)
        (coolable Mug_bar__minus_01_dot_37_bar__plus_00_dot_06_bar__minus_02_dot_97)
        (isReceptacleObject Mug_bar__minus_01_dot_37_bar__plus_00_dot_06_bar__minus_02_dot_97)
        (objectType Pot_bar__plus_00_dot_07_bar__plus_00_dot_97_bar__plus_02_dot_14 PotType)
        (inReceptacle Pot_bar__plus_00_dot_07_bar__plus_00_dot_97_bar__plus_02_dot_14 Fridge_bar__plus_03_dot_04_bar__plus_00_dot_00_bar__minus_00_dot_71)
        (objectAtLocation Pot_bar__plus_00_dot_07_bar__plus_00_dot_97_bar__plus_02_dot_14 loc_bar_12_bar_2_bar_2_bar_30)
        (pickupable Pot_bar__plus_00_dot_07_bar__plus_00_dot_97_bar__plus_02_dot_14)
        (cleanable Pot_bar__plus_00_dot_07_bar__plus_00_dot_97_bar__plus_02_dot_14)
        (coolable Pot_bar__plus_00_dot_07_bar__plus_00_dot_97_bar__plus_02_dot_14)
        (isReceptacleObject Pot_bar__plus_00_dot_07_bar__plus_00_dot_97_bar__plus_02_dot_14)
        (objectType Tomato_bar__plus_01_dot_64_bar__plus_00_dot_33_bar__minus_02_dot_62 TomatoType)
        (inReceptacle Tomato_bar__plus_01_dot_64_bar__plus_00_dot_33_bar__minus_02_dot_62 DiningTable_bar__minus_00_dot_84_bar__plus_00_dot_79_bar__minus_01_dot_26)
        (objectAtLocation Tomato_bar__plus_01_dot_64_bar__plus_00_dot_33_bar__minus_02_dot_62 loc_bar__minus_5_bar__minus_1_bar_2_bar_30)
        (pickupable Tomato_bar__plus_01_dot_64_bar__plus_00_dot_33_bar__minus_02_dot_62)
        (cleanable Tomato_bar__plus_01_dot_64_bar__plus_00_dot_33_bar__minus_02_dot_62)
        (heatable Tomato_bar__plus_01_dot_64_bar__plus_00_dot_33_bar__minus_02_dot_62)
        (coolable Tomato_bar__plus_01_dot_64_bar__plus_00_dot_33_bar__minus_02_dot_62)
        (sliceable Tomato_bar__plus_01_dot_64_bar__plus_00_dot_33_bar__minus_02_dot_62)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (coolable ?o)
                            (objectType ?o EggType)
                            (receptacleType ?r DiningTableType)
                            (isCool ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
