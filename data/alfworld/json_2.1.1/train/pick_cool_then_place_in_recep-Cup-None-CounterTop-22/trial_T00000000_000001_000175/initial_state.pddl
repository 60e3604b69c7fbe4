(define (problem plan_trial_T00000000_000001_000175)
(:domain alfred)
(:objects
        agent1 - agent
        CabinetType - rtype
        CounterTopType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        BreadType - otype
        ButterKnifeType - otype
        CupType - otype
        EggType - otype
        KnifeType - otype
        PlateType - otype
        PotType - otype
        SpatulaType - otype
        SpoonType - otype
        Cup_bar__minus_02_dot_16_bar__plus_01_dot_30_bar__plus_00_dot_62 - object
        Cup_bar__minus_01_dot_28_bar__plus_00_dot_55_bar__plus_00_dot_16 - object
        Cup_bar__minus_01_dot_35_bar__plus_01_dot_14_bar__minus_01_dot_24 - object
        Bread_bar__minus_02_dot_69_bar__plus_01_dot_23_bar__plus_02_dot_07 - object
        Egg_bar__minus_01_dot_31_bar__plus_00_dot_99_bar__minus_02_dot_28 - object
        Egg_bar__minus_01_dot_03_bar__plus_00_dot_33_bar__plus_01_dot_57 - object
        Plate_bar__plus_00_dot_08_bar__plus_00_dot_68_bar__minus_00_dot_34 - object
        Pot_bar__minus_02_dot_23_bar__plus_01_dot_33_bar__minus_01_dot_88 - object
        Spatula_bar__plus_01_dot_24_bar__plus_00_dot_47_bar__plus_00_dot_28 - object
        Spatula_bar__minus_02_dot_70_bar__plus_00_dot_21_bar__minus_01_dot_75 - object
        Spoon_bar__plus_02_dot_67_bar__plus_00_dot_44_bar__plus_01_dot_78 - object
        Cabinet_bar__plus_00_dot_17_bar__plus_02_dot_01_bar__minus_01_dot_20 - receptacle
        Cabinet_bar__minus_00_dot_77_bar__plus_02_dot_01_bar__minus_01_dot_20 - receptacle
        Cabinet_bar__minus_01_dot_77_bar__plus_02_dot_01_bar__minus_01_dot_20 - receptacle
        Cabinet_bar__minus_02_dot_39_bar__plus_00_dot_39_bar__plus_00_dot_38 - receptacle
        CounterTop_bar__plus_00_dot_07_bar__plus_00_dot_95_bar__minus_01_dot_20 - receptacle
        CounterTop_bar__plus_00_dot_91_bar__plus_01_dot_15_bar__plus_00_dot_79 - receptacle
        Fridge_bar__minus_02_dot_86_bar__plus_00_dot_00_bar__plus_00_dot_85 - receptacle
        Microwave_bar__plus_00_dot_28_bar__plus_00_dot_90_bar__minus_01_dot_33 - receptacle
        loc_bar_0_bar__minus_2_bar_2_bar__minus_30 - location
        loc_bar_12_bar__minus_9_bar_1_bar_30 - location
        loc_bar_1_bar__minus_2_bar_2_bar_30 - location
        loc_bar_2_bar__minus_2_bar_2_bar_30 - location
        loc_bar__minus_2_bar_6_bar_1_bar_30 - location
        loc_bar__minus_3_bar__minus_2_bar_2_bar__minus_30 - location
        loc_bar__minus_6_bar_1_bar_3_bar_30 - location
        loc_bar__minus_6_bar__minus_2_bar_2_bar__minus_30 - location
        loc_bar__minus_7_bar_3_bar_3_bar_0 - location
        )
(:init
        (atLocation agent1 loc_bar_12_bar__minus_9_bar_1_bar_30)
        (receptacleType Cabinet_bar__plus_00_dot_17_bar__plus_02_dot_01_bar__minus_01_dot_20 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_17_bar__plus_02_dot_01_bar__minus_01_dot_20 loc_bar_0_bar__minus_2_bar_2_bar__minus_30)
        (openable Cabinet_bar__plus_00_dot_17_bar__plus_02_dot_01_bar__minus_01_dot_20)
        (receptacleType Cabinet_bar__minus_00_dot_77_bar__plus_02_dot_01_bar__minus_01_dot_20 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_77_bar__plus_02_dot_01_bar__minus_01_dot_20 loc_bar__minus_3_bar__minus_2_bar_2_bar__minus_30)
        (openable Cabinet_bar__minus_00_dot_77_bar__plus_02_dot_01_bar__minus_01_dot_20)
        (receptacleType Cabinet_bar__minus_01_dot_77_bar__plus_02_dot_01_bar__minus_01_dot_20 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_77_bar__plus_02_dot_01_bar__minus_01_dot_20 loc_bar__minus_6_bar__minus_2_bar_2_bar__minus_30)
        (openable Cabinet_bar__minus_01_dot_77_bar__plus_02_dot_01_bar__minus_01_dot_20)
        (receptacleType Cabinet_bar__minus_02_dot_39_bar__plus_00_dot_39_bar__plus_00_dot_38 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_39_bar__plus_00_dot_39_bar__plus_00_dot_38 loc_bar__minus_6_bar_1_bar_3_bar_30)
        (openable Cabinet_bar__minus_02_dot_39_bar__plus_00_dot_39_bar__plus_00_dot_38)
        (receptacleType CounterTop_bar__plus_00_dot_07_bar__plus_00_dot_95_bar__minus_01_dot_20 CounterTopType)
        (receptacleAtLocation CounterTop_bar__plus_00_dot_07_bar__plus_00_dot_95_bar__minus_01_dot_20 loc_bar_2_bar__minus_2_bar_2_bar_30)
        (receptacleType CounterTop_bar__plus_00_dot_91_bar__plus_01_dot_15_bar__plus_00_dot_79 CounterTopType)
        (receptacleAtLocation CounterTop_bar__plus_00_dot_91_bar__plus_01_dot_15_bar__plus_00_dot_79 loc_bar__minus_2_bar_6_bar_1_bar_30)
        (receptacleType Fridge_bar__minus_02_dot_86_bar__plus_00_dot_00_bar__plus_00_dot_85 FridgeType)
        (receptacleAtLocation Fridge_bar__minus_02_dot_86_bar__plus_00_dot_00_bar__plus_00_dot_85 loc_bar__minus_7_bar_3_bar_3_bar_0)
        (openable Fridge_bar__minus_02_dot_86_bar__plus_00_dot_00_bar__plus_00_dot_85)
        (receptacleType Microwave_bar__plus_00_dot_28_bar__plus_00_dot_90_bar__minus_01_dot_33 MicrowaveType)
        (receptacleAtLocation Microwave_bar__plus_00_dot_28_bar__plus_00_dot_90_bar__minus_01_dot_33 loc_bar_1_bar__minus_2_bar_2_bar_30)
        (openable Microwave_bar__plus_00_dot_28_bar__plus_00_dot_90_bar__minus_01_dot_33)
        (canContain CabinetType CupType)
        (canContain CabinetType PlateType)
        (canContain CabinetType PotType)
        (canContain CounterTopType BreadType)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType CupType)
        (canContain CounterTopType EggType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType PlateType)
        (canContain CounterTopType PotType)
        (canContain CounterTopType SpatulaType)
        (canContain CounterTopType SpoonType)
        (canContain FridgeType BreadType)
        (canContain FridgeType CupType)
        (canContain FridgeType EggType)
        (canContain FridgeType PlateType)
        (canContain FridgeType PotType)
        (canContain MicrowaveType BreadType)
        (canContain MicrowaveType CupType)
        (canContain MicrowaveType EggType)
        (canContain MicrowaveType PlateType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType CupType)
        (canContain SinkBasinType EggType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType PlateType)
        (canContain SinkBasinType PotType)
        (canContain SinkBasinType SpatulaType)
        (canContain SinkBasinType SpoonType)
        (objectType Cup_bar__minus_02_dot_16_bar__plus_01_dot_30_bar__plus_00_dot_62 CupType)
        (inReceptacle Cup_bar__minus_02_dot_16_bar__plus_01_dot_30_bar__plus_00_dot_62 Microwave_bar__plus_00_dot_28_bar__plus_00_dot_90_bar__minus_01_dot_33)
        (objectAtLocation Cup_bar__minus_02_dot_16_bar__plus_01_dot_30_bar__plus_00_dot_62 loc_bar_1_bar__minus_2_bar_2_bar_30)
        (pickupable Cup_bar__minus_02_dot_16_bar__plus_01_dot_30_bar__plus_00_dot_62)
        (cleanable Cup_bar__minus_02_dot_16_bar__plus_01_dot_30_bar__plus_00_dot_62)
        (heatable Cup_bar__minus_02_dot_16_bar__plus_01_dot_30_bar__plus_00_dot_62)
        (coolable Cup_bar__minus_02_dot_16_bar__plus_01_dot_30_bar__plus_00_dot_62)
        (isReceptacleObject Cup_bar__minus_02_dot_16_bar__plus_01_dot_30_bar__plus_00_dot_62)
        (objectType Cup_bar__minus_01_dot_28_bar__plus_00_dot_55_bar__plus_00_dot_16 CupType)
        (inReceptacle Cup_bar__minus_01_dot_28_bar__plus_00_dot_55_bar__plus_00_dot_16 Cabinet_bar__minus_00_dot_77_bar__plus_02_dot_01_bar__minus_01_dot_20)
        (objectAtLocation Cup_bar__minus_01_dot_28_bar__plus_00_dot_55_bar__plus_00_dot_16 loc_bar__minus_3_bar__minus_2_bar_2_bar__minus_30)
        (pickupable Cup_bar__minus_01_dot_28_bar__plus_00_dot_55_bar__plus_00_dot_16)
        (cleanable Cup_bar__minus_01_dot_28_bar__plus_00_dot_55_bar__plus_00_dot_16)
        (heatable Cup_bar__minus_01_dot_28_bar__plus_00_dot_55_bar__plus_00_dot_16)
        (coolable Cup_bar__minus_01_dot_28_bar__plus_00_dot_55_bar__plus_00_dot_16)
        (isReceptacleObject Cup_bar__minus_01_dot_28_bar__plus_00_dot_55_bar__plus_00_dot_16)
        (objectType Cup_bar__minus_01_dot_35_bar__plus_01_dot_14_bar__minus_01_dot_24 CupType)
        (inReceptacle Cup_bar__minus_01_dot_35_bar__plus_01_dot_14_bar__minus_01_dot_24 Cabinet_bar__minus_02_dot_39_bar__plus_00_dot_39_bar__plus_00_dot_38)
        (objectAtLocation Cup_bar__minus_01_dot_35_bar__plus_01_dot_14_bar__minus_01_dot_24 loc_bar__minus_6_bar_1_bar_3_bar_30)
        (pickupable Cup_bar__minus_01_dot_35_bar__plus_01_dot_14_bar__minus_01_dot_24)
        (cleanable Cup_bar__minus_01_dot_35_bar__plus_01_dot_14_bar__minus_01_dot_24)
        (heatable Cup_bar__minus_01_dot_35_bar__plus_01_dot_14_bar__minus_01_dot_24)
        (coolable Cup_bar__minus_01_dot_35_bar__plus_01_dot_14_bar__minus_01_dot_24)
        (isReceptacleObject Cup_bar__minus_01_dot_35_bar__plus_01_dot_14_bar__minus_01_dot_24)
        (objectType Bread_bar__minus_02_dot_69_bar__plus_01_dot_23_bar__plus_02_dot_07 BreadType)
        (inReceptacle Bread_bar__minus_02_dot_69_bar__plus_01_dot_23_bar__plus_02_dot_07 CounterTop_bar__plus_00_dot_91_bar__plus_01_dot_15_bar__plus_00_dot_79)
        (objectAtLocation Bread_bar__minus_02_dot_69_bar__plus_01_dot_23_bar__plus_02_dot_07 loc_bar__minus_2_bar_6_bar_1_bar_30)
        (pickupable Bread_bar__minus_02_dot_69_bar__plus_01_dot_23_bar__plus_02_dot_07)
        (heatable Bread_bar__minus_02_dot_69_bar__plus_01_dot_23_bar__plus_02_dot_07)
        (coolable Bread_bar__minus_02_dot_69_bar__plus_01_dot_23_bar__plus_02_dot_07)
        (sliceable Bread_bar__minus_02_dot_69_bar__plus_01_dot_23_bar__plus_02_dot_07)
        (objectType Egg_bar__minus_01_dot_31_bar__plus_00_dot_99_bar__minus_02_dot_28 EggType)
        (inReceptacle Egg_bar__minus_01_dot_31_bar__plus_00_dot_99_bar__minus_02_dot_28 CounterTop_bar__plus_00_dot_07_bar__plus_00_dot_95_bar__minus_01_dot_20)
        (objectAtLocation Egg_bar__minus_01_dot_31_bar__plus_00_dot_99_bar__minus_02_dot_28 loc_bar_2_bar__minus_2_bar_2_bar_30)
        (pickupable Egg_bar__minus_01_dot_31_bar__plus_00_dot_99_bar__minus_02_dot_28)
        (cleanable Egg_bar__minus_01_dot_31_bar__plus_00_dot_99_bar__minus_02_dot_28)
        (heatable Egg_bar__minus_01_dot_31_bar__plus_00_dot_99_bar__minus_02_dot_28)
        (coolable Egg_bar__minus_01_dot_31_bar__plus_00_dot_99_bar__minus_02_dot_28)
        (sliceable Egg_bar__minus_01_dot_31_bar__plus_00_dot_99_bar__minus_02_dot_28)
        (objectType Egg_bar__minus_01_dot_03_bar__plus_00_dot_33_bar__plus_01_dot_57 EggType)
        (inReceptacle Egg_bar__minus_01_dot_03_bar__plus_00_dot_33_bar__plus_01_dot_57 Microwave_bar__plus_00_dot_28_bar__plus_00_dot_90_bar__minus_01_dot_33)
        (objectAtLocation Egg_bar__minus_01_dot_03_bar__plus_00_dot_33_bar__plus_01_dot_57 loc_bar_1_bar__minus_2_bar_2_bar_30)
        (pickupable Egg_bar__minus_01_dot_03_bar__plus_00_dot_33_bar__plus_01_dot_57)
        (cleanable Egg_bar__minus_01_dot_03_bar__plus_00_dot_33_bar__plus_01_dot_57)
        (heatable Egg_bar__minus_01_dot_03_bar__plus_00_dot_33_bar__plus_01_dot_57)
        (coolable Egg_bar__minus_01_dot_03_bar__plus_00_dot_33_bar__plus_01_dot_57)
        (sliceable Egg_bar__minus_01_dot_03_bar__plus_00_dot_33_bar__plus_01_dot_57)
        (objectType Plate_bar__plus_00_dot_08_bar__plus_00_dot_68_bar__minus_00_dot_34 PlateType)
        (inReceptacle Plate_bar__plus_00_dot_08_bar__plus_00_dot_68_bar__minus_00_dot_34 Cabinet_bar__plus_00_dot_17_bar__plus_02_dot_01_bar__minus_01_dot_20)
        (objectAtLocation Plate_bar__plus_00_dot_08_bar__plus_00_dot_68_bar__minus_00_dot_34 loc_bar_0_bar__minus_2_bar_2_bar__minus_30)
        (pickupable Plate_bar__plus_00_dot_08_bar__plus_00_dot_68_bar__minus_00_dot_34)
        (cleanable Plate_bar__plus_00_dot_08_bar__plus_00_dot_68_bar__minus_00_dot_34)
        (heatable Plate_bar__plus_00_dot_08_bar__plus_00_dot_68_bar__minus_00_dot_34)
        (coolable Plate_bar__plus_00_dot_08_bar__plus_00_dot_68_bar__minus_00_dot_34)
        (isReceptacleObject Plate_bar__plus_00_dot_08_bar__plus_00_dot_68_bar__minus_00_dot_34)
        (objectType Pot_bar__minus_02_dot_23_bar__plus_01_dot_33_bar__minus_01_dot_88 PotType)
        (inReceptacle Pot_bar__minus_02_dot_23_bar__plus_01_dot_33_bar__minus_01_dot_88 Cabinet_bar__minus_01_dot_77_bar__plus_02_dot_01_bar__minus_01_dot_20)
        (objectAtLocation Pot_bar__minus_02_dot_23_bar__plus_01_dot_33_bar__minus_01_dot_88 loc_bar__minus_6_bar__minus_2_bar_2_bar__minus_30)
        (pickupable Pot_bar__minus_02_dot_23_bar__plus_01_dot_33_bar__minus_01_dot_88)
        (cleanable Pot_bar__minus_02_dot_23_bar__plus_01_dot_33_bar__minus_01_dot_88)
        (coolable Pot_bar__minus_02_dot_23_bar__plus_01_dot_33_bar__minus_01_dot_88)
        (isReceptacleObject Pot_bar__minus_02_dot_23_bar__plus_01_dot_33_bar__minus_01_dot_88)
        (objectType Spatula_bar__plus_01_dot_24_bar__plus_00_dot_47_bar__plus_00_dot_28 SpatulaType)
        (inReceptacle Spatula_bar__plus_01_dot_24_bar__plus_00_dot_47_bar__plus_00_dot_28 CounterTop_bar__plus_00_dot_07_bar__plus_00_dot_95_bar__minus_01_dot_20)
        (objectAtLocation Spatula_bar__plus_01_dot_24_bar__plus_00_dot_47_bar__plus_00_dot_28 loc_bar_2_bar__minus_2_bar_2_bar_30)
        (pickupable Spatula_bar__plus_01_dot_24_bar__plus_00_dot_47_bar__plus_00_dot_28)
        (cleanable Spatula_bar__plus_01_dot_24_bar__plus_00_dot_47_bar__plus_00_dot_28)
        (objectType Spatula_bar__minus_02_dot_70_bar__plus_00_dot_21_bar__minus_01_dot_75 SpatulaType)
        (inReceptacle Spatula_bar__minus_02_dot_70_bar__plus_00_dot_21_bar__minus_01_dot_75 CounterTop_bar__plus_00_dot_07_bar__plus_00_dot_95_bar__minus_01_dot_20)
        (objectAtLocation Spatula_bar__minus_02_dot_70_bar__plus_00_dot_21_bar__minus_01_dot_75 loc_bar_2_bar__minus_2_bar_2_bar_30)
        (pickupable Spatula_bar__minus_02_dot_70_bar__plus_00_dot_21_bar__minus_01_dot_75)
        (cleanable Spatula_bar__minus_02_dot_70_bar__plus_00_dot_21_bar__minus_01_dot_75)
        (objectType Spoon_bar__plus_02_dot_67_bar__plus_00_dot_44_bar__plus_01_dot_78 SpoonType)
        (inReceptacle Spoon_bar__plus_02_dot_67_bar__plus_00_dot_44_bar__plus_01_dot_78 CounterTop_bar__plus_00_dot_07_bar__plus_00_dot_95_bar__minus_01_dot_20)
        (objectAtLocation Spoon_bar__plus_02_dot_67_bar__plus_00_dot_44_bar__plus_01_dot_78 loc_bar_2_bar__minus_2_bar_2_bar_30)
        (pickupable Spoon_bar__plus_02_dot_67_bar__plus_00_dot_44_bar__plus_01_dot_78)
        (cleanable Spoon_bar__plus_02_dot_67_bar__plus_00_dot_44_bar__plus_01_dot_78)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (coolable ?o)
                            (objectType ?o CupType)
                            (receptacleType ?r CounterTopType)
                            (isCool ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
