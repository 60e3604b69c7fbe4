(define (problem plan_trial_T00000000_000001_000159)
(:domain alfred)
(:objects
        agent1 - agent
        CabinetType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        BreadType - otype
        ButterKnifeType - otype
        CupType - otype
        EggType - otype
        KettleType - otype
        KnifeType - otype
        MugType - otype
        TomatoType - otype
        Tomato_bar__plus_02_dot_53_bar__plus_00_dot_98_bar__plus_02_dot_09 - object
        Bread_bar__minus_00_dot_60_bar__plus_01_dot_12_bar__plus_00_dot_71 - object
        Cup_bar__plus_00_dot_49_bar__plus_00_dot_09_bar__minus_01_dot_61 - object
        Cup_bar__plus_02_dot_87_bar__plus_01_dot_41_bar__plus_00_dot_64 - object
        Egg_bar__plus_02_dot_59_bar__plus_01_dot_25_bar__plus_01_dot_62 - object
        Egg_bar__plus_00_dot_41_bar__plus_01_dot_39_bar__plus_02_dot_65 - object
        Kettle_bar__plus_02_dot_72_bar__plus_00_dot_32_bar__minus_00_dot_18 - object
        Kettle_bar__minus_02_dot_81_bar__plus_00_dot_71_bar__minus_01_dot_60 - object
        Mug_bar__plus_01_dot_97_bar__plus_00_dot_54_bar__plus_00_dot_54 - object
        Mug_bar__plus_02_dot_35_bar__plus_01_dot_02_bar__minus_02_dot_20 - object
        Cabinet_bar__plus_00_dot_24_bar__plus_02_dot_01_bar__minus_01_dot_20 - receptacle
        Cabinet_bar__minus_00_dot_77_bar__plus_02_dot_01_bar__minus_01_dot_20 - receptacle
        Cabinet_bar__minus_00_dot_82_bar__plus_00_dot_47_bar__minus_00_dot_91 - receptacle
        Cabinet_bar__minus_01_dot_80_bar__plus_00_dot_47_bar__minus_00_dot_91 - receptacle
        Cabinet_bar__minus_01_dot_85_bar__plus_00_dot_39_bar__minus_00_dot_90 - receptacle
        Fridge_bar__minus_02_dot_86_bar__plus_00_dot_00_bar__plus_00_dot_85 - receptacle
        Microwave_bar__plus_00_dot_28_bar__plus_00_dot_90_bar__minus_01_dot_33 - receptacle
        loc_bar_10_bar__minus_11_bar_3_bar_30 - location
        loc_bar_1_bar__minus_2_bar_2_bar_30 - location
        loc_bar_2_bar__minus_2_bar_2_bar__minus_30 - location
        loc_bar__minus_2_bar_0_bar_2_bar_30 - location
        loc_bar__minus_3_bar__minus_2_bar_2_bar__minus_30 - location
        loc_bar__minus_7_bar_3_bar_3_bar_0 - location
        loc_bar__minus_8_bar_0_bar_2_bar_30 - location
        loc_bar__minus_8_bar__minus_1_bar_2_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar_10_bar__minus_11_bar_3_bar_30)
        (receptacleType Cabinet_bar__plus_00_dot_24_bar__plus_02_dot_01_bar__minus_01_dot_20 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_24_bar__plus_02_dot_01_bar__minus_01_dot_20 loc_bar_2_bar__minus_2_bar_2_bar__minus_30)
        (openable Cabinet_bar__plus_00_dot_24_bar__plus_02_dot_01_bar__minus_01_dot_20)
        (receptacleType Cabinet_bar__minus_00_dot_77_bar__plus_02_dot_01_bar__minus_01_dot_20 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_77_bar__plus_02_dot_01_bar__minus_01_dot_20 loc_bar__minus_3_bar__minus_2_bar_2_bar__minus_30)
        (openable Cabinet_bar__minus_00_dot_77_bar__plus_02_dot_01_bar__minus_01_dot_20)
        (receptacleType Cabinet_bar__minus_00_dot_82_bar__plus_00_dot_47_bar__minus_00_dot_91 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_82_bar__plus_00_dot_47_bar__minus_00_dot_91 loc_bar__minus_2_bar_0_bar_2_bar_30)
        (openable Cabinet_bar__minus_00_dot_82_bar__plus_00_dot_47_bar__minus_00_dot_91)
        (receptacleType Cabinet_bar__minus_01_dot_80_bar__plus_00_dot_47_bar__minus_00_dot_91 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_80_bar__plus_00_dot_47_bar__minus_00_dot_91 loc_bar__minus_8_bar_0_bar_2_bar_30)
        (openable Cabinet_bar__minus_01_dot_80_bar__plus_00_dot_47_bar__minus_00_dot_91)
        (receptacleType Cabinet_bar__minus_01_dot_85_bar__plus_00_dot_39_bar__minus_00_dot_90 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_85_bar__plus_00_dot_39_bar__minus_00_dot_90 loc_bar__minus_8_bar__minus_1_bar_2_bar_30)
        (openable Cabinet_bar__minus_01_dot_85_bar__plus_00_dot_39_bar__minus_00_dot_90)
        (receptacleType Fridge_bar__minus_02_dot_86_bar__plus_00_dot_00_bar__plus_00_dot_85 FridgeType)
        (receptacleAtLocation Fridge_bar__minus_02_dot_86_bar__plus_00_dot_00_bar__plus_00_dot_85 loc_bar__minus_7_bar_3_bar_3_bar_0)
        (openable Fridge_bar__minus_02_dot_86_bar__plus_00_dot_00_bar__plus_00_dot_85)
        (receptacleType Microwave_bar__plus_00_dot_28_bar__plus_00_dot_90_bar__minus_01_dot_33 MicrowaveType)
        (receptacleAtLocation Microwave_bar__plus_00_dot_28_bar__plus_00_dot_90_bar__minus_01_dot_33 loc_bar_1_bar__minus_2_bar_2_bar_30)
        (openable Microwave_bar__plus_00_dot_28_bar__plus_00_dot_90_bar__minus_01_dot_33)
        (canContain CabinetType CupType)
        (canContain CabinetType KettleType)
        (canContain CabinetType MugType)
        (canContain FridgeType BreadType)
        (canContain FridgeType CupType)
        (canContain FridgeType EggType)
        (canContain FridgeType MugType)
        (canContain FridgeType TomatoType)
        (canContain MicrowaveType BreadType)
        (canContain MicrowaveType CupType)
        (canContain MicrowaveType EggType)
        (canContain MicrowaveType MugType)
        (canContain MicrowaveType TomatoType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType CupType)
        (canContain SinkBasinType EggType)
        (canContain SinkBasinType KettleType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType MugType)
        (canContain SinkBasinType TomatoType)
        (objectType Tomato_bar__plus_02_dot_53_bar__plus_00_dot_98_bar__plus_02_dot_09 TomatoType)
        (inReceptacle Tomato_bar__plus_02_dot_53_bar__plus_00_dot_98_bar__plus_02_dot_09 Microwave_bar__plus_00_dot_28_bar__plus_00_dot_90_bar__minus_01_dot_33)
        (objectAtLocation Tomato_bar__plus_02_dot_53_bar__plus_00_dot_98_bar__plus_02_dot_09 loc_bar_1_bar__minus_2_bar_2_bar_30)
        (pickupable Tomato_bar__plus_02_dot_53_bar__plus_00_dot_98_bar__plus_02_dot_09)
        (cleanable Tomato_bar__plus_02_dot_53_bar__plus_00_dot_98_bar__plus_02_dot_09)
        (heatable Tomato_bar__plus_02_dot_53_bar__plus_00_dot_98_bar__plus_02_dot_09)
        (coolable Tomato_bar__plus_02_dot_53_bar__plus_00_dot_98_bar__plus_02_dot_09)
        (sliceable Tomato_bar__plus_02_dot_53_bar__plus_00_dot_98_bar__plus_02_dot_09)
        (objectType Bread_bar__minus_00_dot_60_bar__plus_01_dot_12_bar__plus_00_dot_71 BreadType)
        (inReceptacle Bread_bar__minus_00_dot_60_bar__plus_01_dot_12_bar__plus_00_dot_71 Fridge_bar__minus_02_dot_86_bar__plus_00_dot_00_bar__plus_00_dot_85)
        (objectAtLocation Bread_bar__minus_00_dot_60_bar__plus_01_dot_12_bar__plus_00_dot_71 loc_bar__minus_7_bar_3_bar_3_bar_0)
        (pickupable Bread_bar__minus_00_dot_60_bar__plus_01_dot_12_bar__plus_00_dot_71)
        (heatable Bread_bar__minus_00_dot_60_bar__plus_01_dot_12_bar__plus_00_dot_71)
        (coolable Bread_bar__minus_00_dot_60_bar__plus_01_dot_12_bar__plus_00_dot_71)
        (sliceable Bread_bar__minus_00_dot_60_bar__plus_01_dot_12_bar__plus_00_dot_71)
        (objectType Cup_bar__plus_00_dot_49_bar__plus_00_dot_09_bar__minus_01_dot_61 CupType)
        (inReceptacle Cup_bar__plus_00_dot_49_bar__plus_00_dot_09_bar__minus_01_dot_61 Cabinet_bar__minus_00_dot_82_bar__plus_00_dot_47_bar__minus_00_dot_91)
        (objectAtLocation Cup_bar__plus_00_dot_49_bar__plus_00_dot_09_bar__minus_01_dot_61 loc_bar__minus_2_bar_0_bar_2_bar_30)
        (pickupable Cup_bar__plus_00_dot_49_bar__plus_00_dot_09_bar__minus_01_dot_61)
        (cleanable Cup_bar__plus_00_dot_49_bar__plus_00_dot_09_bar__minus_01_dot_61)
        (heatable Cup_bar__plus_00_dot_49_bar__plus_00_dot_09_bar__minus_01_dot_61)
        (coolable Cup_bar__plus_00_dot_49_bar__plus_00_dot_09_bar__minus_01_dot_61)
        (isReceptacleObject Cup_bar__plus_00_dot_49_bar__plus_00_dot_09_bar__minus_01_dot_61)
        (objectType Cup_bar__plus_02_dot_87_bar__plus_01_dot_41_bar__plus_00_dot_64 CupType)
        (inReceptacle Cup_bar__plus_02_dot_87_bar__plus_01_dot_41_bar__plus_00_dot_64 Microwave_bar__plus_00_dot_28_bar__plus_00_dot_90_bar__minus_01_dot_33)
        (objectAtLocation Cup_bar__plus_02_dot_87_bar__plus_01_dot_41_bar__plus_00_dot_64 loc_bar_1_bar__minus_2_bar_2_bar_30)
        (pickupable Cup_bar__plus_02_dot_87_bar__plus_01_dot_41_bar__plus_00_dot_64)
        (cleanable Cup_bar__plus_02_dot_87_bar__plus_01_dot_41_bar__plus_00_dot_64)
        (heatable Cup_bar__plus_02_dot_87_bar__plus_01_dot_41_bar__plus_00_dot_64)
        (coolable Cup_bar__plus_02_dot_87_bar__plus_01_dot_41_bar__plus_00_dot_64)
        (isReceptacleObject Cup_bar__plus_02_dot_87_bar__plus_01_dot_41_bar__plus_00_dot_64)
        (objectType Egg_bar__plus_02_dot_59_bar__plus_01_dot_25_bar__plus_01_dot_62 EggType)
        (inReceptacle Egg_bar__plus_02_dot_59_bar__plus_01_dot_25_bar__plus_01_dot_62 Fridge_bar__minus_02_dot_86_bar__plus_00_dot_00_bar__plus_00_dot_85)
        (objectAtLocation Egg_bar__plus_02_dot_59_bar__plus_01_dot_25_bar__plus_01_dot_62 loc_bar__minus_7_bar_3_bar_3_bar_0)
        (pickupable Egg_bar__plus_02_dot_59_bar__plus_01_dot_25_bar__plus_01_dot_62)
        (cleanable Egg_bar__plus_02_dot_59_bar__plus_01_dot_25_bar__plus_01_dot_62)
        (heatable Egg_bar__plus_02_dot_59_bar__plus_01_dot_25_bar__plus_01_dot_62)
        (coolable Egg_bar__plus_02_dot_59_bar__plus_01_dot_25_bar__plus_01_dot_62)
        (sliceable Egg_bar__plus_02_dot_59_bar__plus_01_dot_25_bar__plus_01_dot_62)
        (objectType Egg_bar__plus_00_dot_41_bar__plus_01_dot_39_bar__plus_02_dot_65 EggType)
        (inReceptacle Egg_bar__plus_00_dot_41_bar__plus_01_dot_39_bar__plus_02_dot_65 Fridge_bar__minus_02_dot_86_bar__plus_00_dot_00_bar__plus_00_dot_85)
        (objectAtLocation Egg_bar__plus_00_dot_41_bar__plus_01_dot_39_bar__plus_02_dot_65 loc_bar__minus_7_bar_3_bar_3_bar_0)
        (pickupable Egg_bar__plus_00_dot_41_bar__plus_01_dot_39_bar__plus_02_dot_65)
        (cleanable Egg_bar__plus_00_dot_41_bar__plus_01_dot_39_bar__plus_02_dot_65)
        (heatable Egg_bar__plus_00_dot_41_bar__plus_01_dot_39_bar__plus_02_dot_65)
        (coolable Egg_bar__plus_00_dot_41_bar__plus_01_dot_39_bar__plus_02_dot_65)
        (sliceable Egg_bar__plus_00_dot_41_bar__plus_01_dot_39_bar__plus_02_dot_65)
        (objectType Kettle_bar__plus_02_dot_72_bar__plus_00_dot_32_bar__minus_00_dot_18 KettleType)
        (inReceptacle Kettle_bar__plus_02_dot_72_bar__plus_00_dot_32_bar__minus_00_dot_18 Cabinet_bar__minus_00_dot_82_bar__plus_00_dot_47_bar__minus_00_dot_91)
        (objectAtLocation Kettle_bar__plus_02_dot_72_bar__plus_00_dot_32_bar__minus_00_dot_18 loc_bar__minus_2_bar_0_bar_2_bar_30)
        (pickupable Kettle_bar__plus_02_dot_72_bar__plus_00_dot_32_bar__minus_00_dot_18)
        (cleanable Kettle_bar__plus_02_dot_72_bar__plus_00_dot_32_bar__minus_00_dot_18)
        (objectType Kettle_bar__minus_02_dot_81_bar__plus_00_dot_71_bar__minus_01_dot_60 KettleType)
        (inReceptacle Kettle_bar__minus_02_dot_81_bar__plus_00_dot_71_bar__minus_01_dot_60 Cabinet_bar__minus_01_dot_85_bar__plus_00_dot_39_bar__minus_00_dot_90)
        (objectAtLocation Kettle_bar__minus_02_dot_81_bar__plus_00_dot_71_bar__minus_01_dot_60 loc_bar__minus_8_bar__minus_1_bar_2_bar_30)
        (pickupable Kettle_bar__minus_02_dot_81_bar__plus_00_dot_71_bar__minus_01_dot_60)
        (cleanable Kettle_bar__minus_02_dot_81_bar__plus_00_dot_71_bar__minus_01_dot_60)
        (objectType Mug_bar__plus_01_dot_97_bar__plus_00_dot_54_bar__plus_00_dot_54 MugType)
        (inReceptacle Mug_bar__plus_01_dot_97_bar__plus_00_dot_54_bar__plus_00_dot_54 Cabinet_bar__minus_00_dot_77_bar__plus_02_dot_01_bar__minus_01_dot_20)
        (objectAtLocation Mug_bar__plus_01_dot_97_bar__plus_00_dot_54_bar__plus_00_dot_54 loc_bar__minus_3_bar__minus_2_bar_2_bar__minus_30)
        (pickupable Mug_bar__plus_01_dot_97_bar__plus_00_dot_54_bar__plus_00_dot_54)
        (cleanable Mug_bar__plus_01_dot_97_bar__plus_00_dot_54_bar__plus_00_dot_54)
        (heatable Mug_bar__plus_01_dot_97_bar__plus_00_dot_54_bar__plus_00_dot_54)
        (coolable Mug_bar__plus_01_dot_97_bar__plus_00_dot_54_bar__plus_00_dot_54)
        (isReceptacleObject Mug_bar__plus_01_dot_97_bar__plus_00_dot_54_bar__plus_00_dot_54)
        (objectType Mug_bar__plus_02_dot_35_bar__plus_01_dot_02_bar__minus_02_dot_20 MugType)
        (inReceptacle Mug_bar__plus_02_dot_35_bar__plus_01_dot_02_bar__minus_02_dot_20 Cabinet_bar__plus_00_dot_24_bar__plus_02_dot_01_bar__minus_01_dot_20)
        (objectAtLocation Mug_bar__plus_02_dot_35_bar__plus_01_dot_02_bar__minus_02_dot_20 loc_bar_2_bar__minus_2_bar_2_bar__minus_30)
        (pickupable Mug_bar__plus_02_dot_35_bar__plus_01_dot_02_bar__minus_02_dot_20)
        (cleanable Mug_bar__plus_02_dot_35_bar__plus_01_dot_02_bar__minus_02_dot_20)
        (heatable Mug_bar__plus_02_dot_35_bar__plus_01_dot_02_bar__minus_02_dot_20)
        (coolable Mug_bar__plus_02_dot_35_bar__plus_01_dot_02_bar__minus_02_dot_20)
        (isReceptacleObject Mug_bar__plus_02_dot_35_bar__plus_01_dot_02_bar__minus_02_dot_20)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (heatable ?o)
                            (objectType ?o TomatoType)
                            (receptacleType ?r FridgeType)
                            (isHot ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
